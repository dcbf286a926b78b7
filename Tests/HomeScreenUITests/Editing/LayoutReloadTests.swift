import CellGrid
import Foundation
#if canImport(Glibc)
    import Glibc
#endif
@testable import HomeScreenUI
@testable import HostIO
import Terminal
import Testing
import TestSupport
import WidgetEngine

/// The layout file edited by hand while the home screen runs.
@MainActor
struct LayoutReloadTests {
    /// The sample layout as a person might write it: beta gone, a new delta, tuner configured.
    static let handEdited = """
        # my home screen
        [[page]]

        [[page.widget]]
        id = "alpha-1"
        kind = "alpha"
        family = "small"
        column = 0
        row = 0

        [[page.widget]]
        id = "delta-2"   # new
        kind = "delta"
        family = "small"
        column = 2
        row = 0

        [[page.widget]]
        id = "gamma-1"
        kind = "gamma"
        family = "medium"
        column = 0
        row = 2

        [[page.stack]]
        id = "stack-1"
        family = "small"
        column = 0
        row = 4

        [[page.stack.member]]
        id = "delta-1"
        kind = "delta"

        [[page.stack.member]]
        id = "tuner-1"
        kind = "tuner"
        config = { minutes = 30 }

        [[page]]

        [[page.widget]]
        id = "alpha-2"
        kind = "alpha"
        family = "medium"
        column = 0
        row = 0
        """

    func write(_ text: String, to h: EditHarness) throws {
        try AtomicFile.write(Data(text.utf8), to: h.file)
    }

    @Test func aChangedFileIsReloadedAndTheEngineFollows() async throws {
        let h = try await EditHarness(layout: EditHarness.sampleLayout)
        try write(Self.handEdited, to: h)
        #expect(h.screen.reloadLayoutFile(at: h.now))
        #expect(h.screen.pageItemIDs == ["alpha-1", "delta-2", "gamma-1", "stack-1"])
        #expect(h.screen.engine.states[WidgetInstanceID(rawValue: "beta-1")] == nil)
        // The new widget on screen first; the edited one, in the stack but not on top, once
        // the visible call has answered.
        let requests = h.screen.step(at: h.now, monotonic: 0)
        #expect(requests.map { "\($0.instance.id):\($0.reason)" } == ["delta-2:placed"])
        for request in requests { h.screen.deliver(.success(EditHarness.timeline("new", [(0, nil)])), for: request.token, at: h.now) }
        #expect(h.screen.step(at: h.now, monotonic: 0).map { "\($0.instance.id):\($0.reason)" } == ["tuner-1:configurationEdit"])
        #expect(h.screen.engine.states[WidgetInstanceID(rawValue: "tuner-1")]?.instance.configuration == ["minutes": .integer(30)])
        #expect(h.screen.toast?.text == "Reloaded home.toml")
        #expect(h.fileText == Self.handEdited) // the screen does not rewrite it
        // u takes the reload back (and saves).
        h.press(.character("e"), .character("u"))
        #expect(h.screen.layout == EditHarness.sampleLayout)
        #expect(h.fileText == LayoutFile.encode(EditHarness.sampleLayout))
    }

    @Test func anInvalidFileLeavesTheRunningLayoutAndTheFileAlone() async throws {
        let h = try await EditHarness(layout: EditHarness.sampleLayout)
        let broken = Self.handEdited.replacingOccurrences(
            of: "family = \"medium\"\ncolumn = 0\nrow = 2", with: "family = \"huge\"\ncolumn = 0\nrow = 2")
        try write(broken, to: h)
        #expect(!h.screen.reloadLayoutFile(at: h.now))
        #expect(h.screen.layout == EditHarness.sampleLayout)
        #expect(h.screen.engine.states[WidgetInstanceID(rawValue: "beta-1")] != nil)
        #expect(
            h.screen.toast?.text == "home.toml:21: page[0].widget[2].family: \"huge\" is not a family; use small, medium, large or "
                + "extraLarge — the running layout stays; the file is left as it is (! shows why)")
        Snapshot.assert(h.text, named: "reload-invalid")
        // Edits are not saved over the broken file until it is fixed.
        h.press(.character("e"), .shiftRight)
        #expect(h.fileText == broken)
        #expect(h.screen.toast?.text == "Not saved: home.toml did not load; the edit is kept in memory (! shows why)")
        #expect(
            h.screen.problems == [
                "Edits are not saved: layout not loaded from \(h.file.path):21: page[0].widget[2].family: \"huge\" "
                    + "is not a family; use small, medium, large or extraLarge; the running layout stays and the file is left as it is"
            ])
        try write(Self.handEdited, to: h)
        #expect(h.screen.reloadLayoutFile(at: h.now))
        #expect(h.screen.layoutDestination == h.file)
        #expect(h.screen.problems.isEmpty)
        h.select("alpha-1")
        h.press(.shiftRight)
        #expect(h.fileText == LayoutFile.encode(h.screen.layout))
    }

    @Test func theScreensOwnSaveIsNotTakenForAHandEdit() async throws {
        let h = try await EditHarness(layout: EditHarness.sampleLayout)
        h.select("stack-1")
        h.press(.character(">")) // tuner on top, pinned
        h.press(.character("e"), .shiftRight) // the stack moves; the file is saved
        #expect(!h.screen.reloadLayoutFile(at: h.now)) // the change event of that save
        #expect(h.screen.stackTops["stack-1"]?.rawValue == "tuner-1")
        #expect(h.screen.stacks.pins["stack-1"] != nil)
        #expect(h.screen.selection == "stack-1")
        // A comment alone changes nothing either.
        try write("# hello\n" + h.fileText, to: h)
        #expect(!h.screen.reloadLayoutFile(at: h.now))
        #expect(h.screen.toast?.text == "Read home.toml: the layout is the same")
    }

    @Test func theWatcherReportsWritesOfTheFileOnly() async throws {
        let h = try await EditHarness(layout: EditHarness.sampleLayout)
        let watcher = try #require(PathWatcher(file: h.file))
        #expect(watcher.readChanges().isEmpty)
        try AtomicFile.write(Data("x".utf8), to: h.folder.appendingPathComponent("other.toml"))
        #expect(watcher.readChanges().isEmpty)
        try write(Self.handEdited, to: h) // renamed into place
        #expect(watcher.readChanges() == [h.file.path])
        // Written in place, closed before looking (the event comes with the close).
        let descriptor = open(h.file.path, O_WRONLY | O_TRUNC)
        #expect(descriptor >= 0)
        _ = Self.handEdited.utf8CString.withUnsafeBufferPointer { Glibc.write(descriptor, $0.baseAddress, $0.count - 1) }
        close(descriptor)
        #expect(watcher.readChanges() == [h.file.path])
        #expect(watcher.readChanges().isEmpty)
        watcher.stop()
    }

    @Test func aHandEditThatLoadsKeepsASnapshotAndASaveDoesNot() async throws {
        let h = try await EditHarness(layout: EditHarness.sampleLayout)
        let snapshots = LayoutSnapshots(folder: h.folder.appendingPathComponent("cache/layouts"))
        h.screen.layoutSnapshots = snapshots
        try write(Self.handEdited, to: h)
        #expect(h.screen.reloadLayoutFile(at: h.now))
        let digest = try LayoutFile.load(h.file, catalog: h.catalog, snapshots: nil).digest
        let parsed = try LayoutFile.parse(Self.handEdited, file: h.file.path, catalog: h.catalog)
        #expect(snapshots.layout(of: h.file, digest: digest, profile: .iPhone) == parsed)
        // An edit on screen saves the file but keeps no snapshot of it: the next start reads
        // the file it wrote once.
        _ = h.screen.handle(.key(.character("e")), at: h.now)
        _ = h.screen.handle(.key(.character("x")), at: h.now)
        let saved = try LayoutFile.load(h.file, catalog: h.catalog, snapshots: nil).digest
        #expect(saved != digest)
        #expect(snapshots.layout(of: h.file, digest: saved, profile: .iPhone) == nil)
    }
}
