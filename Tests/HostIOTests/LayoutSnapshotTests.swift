import BundledWidgets
import Foundation
@testable import HostIO
import Testing
import TestSupport
import WidgetEngine

/// A start reads an unchanged layout file from its snapshot, and never trusts one that does not
/// match the file's text, the page grid or the widgets installed.
struct LayoutSnapshotTests {
    /// A layout file holding `text` and an empty snapshot folder beside it.
    private struct Folder {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
        var file: URL { root.appendingPathComponent("home.toml") }
        var snapshots: LayoutSnapshots { LayoutSnapshots(folder: root.appendingPathComponent("cache/layouts")) }

        init(_ text: String) throws {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try write(text)
        }

        func write(_ text: String) throws {
            try Data(text.utf8).write(to: file)
        }

        func remove() {
            try? FileManager.default.removeItem(at: root)
        }
    }

    /// A layout unlike the file's, to tell which one a load returned.
    private static let other = HomeLayout(pages: [
        HomePage(items: [.widget(WidgetItem(id: WidgetInstanceID(rawValue: "clock-9"), kind: "clock", family: .systemSmall))])
    ])

    private let catalog = BundledWidgets.testCatalog

    @Test func aLoadParsesOnceAndKeepsASnapshotThatTheNextLoadReads() throws {
        let folder = try Folder(LayoutValidationTests.valid)
        defer { folder.remove() }
        let parsed = try LayoutFile.parse(LayoutValidationTests.valid, file: folder.file.path, catalog: catalog)
        let first = try LayoutFile.load(folder.file, catalog: catalog, snapshots: folder.snapshots)
        #expect(first.layout == parsed)
        #expect(first.digest == TextDigest.of(LayoutValidationTests.valid))
        #expect(folder.snapshots.layout(of: folder.file, digest: first.digest, profile: .iPhone) == parsed)

        // The second load takes the snapshot: replace it with another layout under the same
        // digest, and that is what comes back.
        folder.snapshots.keep(Self.other, of: folder.file, digest: first.digest, profile: .iPhone)
        #expect(try LayoutFile.load(folder.file, catalog: catalog, snapshots: folder.snapshots).layout == Self.other)
    }

    @Test func aChangedFileIsParsedAgainAndItsSnapshotReplaced() throws {
        let folder = try Folder(LayoutValidationTests.valid)
        defer { folder.remove() }
        let first = try LayoutFile.load(folder.file, catalog: catalog, snapshots: folder.snapshots)
        folder.snapshots.keep(Self.other, of: folder.file, digest: first.digest, profile: .iPhone)
        // One character changes: the snapshot is not used, and the new text's replaces it.
        let edited = LayoutValidationTests.valid.replacingOccurrences(of: "id = \"clock-2\"", with: "id = \"clock-3\"")
        try folder.write(edited)
        let second = try LayoutFile.load(folder.file, catalog: catalog, snapshots: folder.snapshots)
        #expect(second.layout == (try LayoutFile.parse(edited, file: folder.file.path, catalog: catalog)))
        #expect(second.digest != first.digest)
        #expect(folder.snapshots.layout(of: folder.file, digest: first.digest, profile: .iPhone) == nil)
        #expect(folder.snapshots.layout(of: folder.file, digest: second.digest, profile: .iPhone) == second.layout)
    }

    @Test func aFileThatDoesNotLoadKeepsNoSnapshotAndFailsAsWithout() throws {
        let broken = LayoutValidationTests.valid.replacingOccurrences(of: "column = 2", with: "column = -1")
        let folder = try Folder(broken)
        defer { folder.remove() }
        let error = #expect(throws: ConfigError.self) { try LayoutFile.load(folder.file, catalog: catalog, snapshots: folder.snapshots) }
        #expect(error?.description == "\(folder.file.path):13: page[0].stack[0].column: -1 is negative; columns count from 0 at the left")
        #expect(!FileManager.default.fileExists(atPath: folder.snapshots.folder.path))
    }

    @Test func widgetsThatNoLongerAgreeWithTheSnapshotGetTheFileReadAgain() throws {
        let folder = try Folder(LayoutValidationTests.valid)
        defer { folder.remove() }
        _ = try LayoutFile.load(folder.file, catalog: catalog, snapshots: folder.snapshots)
        // The pull request widget loses its showDrafts parameter: the snapshot still holds the
        // value, so the file is read again and the problem named as without a snapshot.
        var changed = WidgetCatalog([])
        for descriptor in catalog.descriptors {
            var descriptor = descriptor
            if descriptor.kind == "pullrequests" { descriptor.parameters = descriptor.parameters.filter { $0.name != "showDrafts" } }
            changed.register(descriptor)
        }
        let error = #expect(throws: ConfigError.self) { try LayoutFile.load(folder.file, catalog: changed, snapshots: folder.snapshots) }
        #expect(error?.line == 33)
        #expect(error?.field == "page[0].widget[1].config.showDrafts")

        // And a kind that no longer comes in its family.
        var smallOnly = WidgetCatalog([])
        for descriptor in catalog.descriptors {
            var descriptor = descriptor
            if descriptor.kind == "clock" { descriptor.supportedFamilies = [.systemSmall] }
            smallOnly.register(descriptor)
        }
        let family = #expect(throws: ConfigError.self) { try LayoutFile.load(folder.file, catalog: smallOnly, snapshots: folder.snapshots) }
        #expect(family?.field == "page[1].widget[0].family")
    }

    @Test func aDamagedSnapshotIsOnlyASlowerStart() throws {
        let folder = try Folder(LayoutValidationTests.valid)
        defer { folder.remove() }
        let first = try LayoutFile.load(folder.file, catalog: catalog, snapshots: folder.snapshots)
        let snapshot = folder.snapshots.snapshotURL(of: folder.file)
        let bytes = try Data(contentsOf: snapshot)
        for damaged in [bytes.prefix(bytes.count - 3), Data("HSLS".utf8), bytes + Data([7]), Data(repeating: 0xFF, count: 40)] {
            try damaged.write(to: snapshot)
            #expect(folder.snapshots.layout(of: folder.file, digest: first.digest, profile: .iPhone) == nil)
            #expect(try LayoutFile.load(folder.file, catalog: catalog, snapshots: folder.snapshots).layout == first.layout)
            // Written again whole.
            #expect(try Data(contentsOf: snapshot) == bytes)
        }
    }

    @Test func aSnapshotIsForOneGridAndOneFile() throws {
        let folder = try Folder(LayoutValidationTests.valid)
        defer { folder.remove() }
        let first = try LayoutFile.load(folder.file, catalog: catalog, snapshots: folder.snapshots)
        var wide = DeviceProfile.iPhone
        wide.grid = CellSize(width: wide.grid.width * 2, height: wide.grid.height)
        #expect(folder.snapshots.layout(of: folder.file, digest: first.digest, profile: wide) == nil)
        let elsewhere = folder.root.appendingPathComponent("other.toml")
        #expect(folder.snapshots.layout(of: elsewhere, digest: first.digest, profile: .iPhone) == nil)
        #expect(folder.snapshots.snapshotURL(of: elsewhere) != folder.snapshots.snapshotURL(of: folder.file))
    }

    @Test func aSnapshotIsForOneBuildAndOneFormat() throws {
        let folder = try Folder(LayoutValidationTests.valid)
        defer { folder.remove() }
        let folderURL = folder.snapshots.folder
        let layout = try LayoutFile.parse(LayoutValidationTests.valid, file: folder.file.path, catalog: catalog)
        LayoutSnapshots(folder: folderURL, build: "program 1 2").keep(layout, of: folder.file, digest: 7, profile: .iPhone)
        #expect(LayoutSnapshots(folder: folderURL, build: "program 1 2").layout(of: folder.file, digest: 7, profile: .iPhone) == layout)
        #expect(LayoutSnapshots(folder: folderURL, build: "program 1 3").layout(of: folder.file, digest: 7, profile: .iPhone) == nil)
        // The snapshot's own format version follows the magic bytes: another is not read.
        let snapshot = folder.snapshots.snapshotURL(of: folder.file)
        var bytes = try Data(contentsOf: snapshot)
        #expect(bytes[4] == UInt8(LayoutSnapshots.formatVersion))
        bytes[4] += 1
        try bytes.write(to: snapshot)
        #expect(LayoutSnapshots(folder: folderURL, build: "program 1 2").layout(of: folder.file, digest: 7, profile: .iPhone) == nil)
    }

    @Test func everyPartOfALayoutSurvivesTheSnapshot() throws {
        let folder = try Folder("")
        defer { folder.remove() }
        let stack = StackItem(
            id: "stack-1", family: .systemMedium, column: 0, row: 2,
            members: [
                WidgetItem(
                    id: WidgetInstanceID(rawValue: "notes-1"), kind: "notes", family: .systemMedium,
                    configuration: ["title": .string("Ünïcode 日本 🙂")]),
                WidgetItem(
                    id: WidgetInstanceID(rawValue: "countdown-1"), kind: "countdown", family: .systemMedium,
                    configuration: ["days": .integer(-3), "on": .boolean(true), "ratio": .number(0.25)]),
            ], smartRotate: false)
        let layout = HomeLayout(
            pages: [
                HomeLayout.demo.pages[0],
                HomePage(items: [
                    .stack(stack),
                    .widget(WidgetItem(id: WidgetInstanceID(rawValue: "clock-1"), kind: "gone", family: .systemLarge, column: 0, row: 0)),
                ]),
                HomePage(),
            ], controls: ["homescreen.quiet", "test.kettle"],
            controlValues: ["test.kettle": ["name": .string("green"), "cups": .integer(2)]])
        folder.snapshots.keep(layout, of: folder.file, digest: 42, profile: .iPhone)
        #expect(folder.snapshots.layout(of: folder.file, digest: 42, profile: .iPhone) == layout)
        #expect(folder.snapshots.layout(of: folder.file, digest: 43, profile: .iPhone) == nil)
    }

    /// Writing a snapshot removes those of other files not used for 30 days (a `--layout`
    /// file no longer started from), and keeps younger ones, the one written, and whatever is
    /// not a snapshot file (a folder, a link, another file). Every time is set by the test:
    /// none depends on the wall clock.
    @Test func writingASnapshotRemovesThoseUnusedFor30Days() throws {
        let folder = try Folder(LayoutValidationTests.valid)
        defer { folder.remove() }
        let manager = FileManager.default
        let now = Fixtures.instant
        let day: TimeInterval = 24 * 3_600
        func age(_ path: String, _ seconds: TimeInterval) throws {
            try manager.setAttributes([.modificationDate: now.addingTimeInterval(-seconds)], ofItemAtPath: path)
        }
        // Written with no removal (their cut-off is long past), then aged.
        let files = ["old", "recent", "edge"].map { folder.root.appendingPathComponent("\($0).toml") }
        for file in files { folder.snapshots.keep(Self.other, of: file, digest: 1, profile: .iPhone, now: .distantPast) }
        for (file, seconds) in zip(files, [30 * day + 1, 29 * day, 30 * day]) {
            try age(folder.snapshots.snapshotURL(of: file).path, seconds)
        }
        let layouts = folder.snapshots.folder
        let notes = layouts.appendingPathComponent("notes.txt")
        try Data("not a snapshot".utf8).write(to: notes)
        try age(notes.path, 90 * day)
        let inside = layouts.appendingPathComponent("kept.layout/inside")
        try manager.createDirectory(at: inside.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: inside)
        try age(inside.deletingLastPathComponent().path, 90 * day)
        let outside = folder.root.appendingPathComponent("outside.layout")
        try Data("elsewhere".utf8).write(to: outside)
        try age(outside.path, 90 * day)
        try manager.createSymbolicLink(at: layouts.appendingPathComponent("link.layout"), withDestinationURL: outside)

        folder.snapshots.keep(Self.other, of: folder.file, digest: 2, profile: .iPhone, now: now)
        #expect(folder.snapshots.layout(of: files[0], digest: 1, profile: .iPhone) == nil) // a second past the limit
        #expect(folder.snapshots.layout(of: files[1], digest: 1, profile: .iPhone) == Self.other)
        #expect(folder.snapshots.layout(of: files[2], digest: 1, profile: .iPhone) == Self.other) // at the limit
        #expect(folder.snapshots.layout(of: folder.file, digest: 2, profile: .iPhone) == Self.other)

        // Long after: every snapshot of another file goes; the one written stays, and so does
        // everything that is not a snapshot file.
        folder.snapshots.keep(Self.other, of: folder.file, digest: 3, profile: .iPhone, now: .distantFuture)
        #expect(folder.snapshots.layout(of: folder.file, digest: 3, profile: .iPhone) == Self.other)
        #expect(folder.snapshots.layout(of: files[1], digest: 1, profile: .iPhone) == nil)
        #expect(folder.snapshots.layout(of: files[2], digest: 1, profile: .iPhone) == nil)
        #expect(manager.fileExists(atPath: notes.path))
        #expect(manager.fileExists(atPath: inside.path))
        #expect((try? manager.destinationOfSymbolicLink(atPath: layouts.appendingPathComponent("link.layout").path)) == outside.path)
        #expect(try Data(contentsOf: outside) == Data("elsewhere".utf8))
    }

    /// A snapshot read is marked used: a start from an unchanged file keeps its snapshot from
    /// being taken for unused, however long since it was written.
    @Test func readingASnapshotMarksItUsed() throws {
        let folder = try Folder(LayoutValidationTests.valid)
        defer { folder.remove() }
        let path = folder.snapshots.snapshotURL(of: folder.file).path
        folder.snapshots.keep(Self.other, of: folder.file, digest: 1, profile: .iPhone, now: .distantPast)
        let written = Date(timeIntervalSince1970: 946_684_800) // 2000-01-01
        try FileManager.default.setAttributes([.modificationDate: written], ofItemAtPath: path)
        #expect(folder.snapshots.layout(of: folder.file, digest: 2, profile: .iPhone) == nil) // another text: not used
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == written)
        #expect(folder.snapshots.layout(of: folder.file, digest: 1, profile: .iPhone, now: Fixtures.instant) == Self.other)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == Fixtures.instant)
    }

    @Test func theDigestTellsEveryChangeApartAndNeverChangesForTheSameText() throws {
        // Every single byte changed, one at a time, in a text whose length is not a multiple of
        // 8 (so that the bytes after the last whole word count too).
        let bytes = Array((LayoutValidationTests.valid + "!!").utf8)
        try #require(bytes.count % 8 != 0)
        var seen: Set<UInt64> = [bytes.withUnsafeBytes { TextDigest.of($0) }]
        for index in bytes.indices {
            var changed = bytes
            changed[index] ^= 0x01
            #expect(seen.insert(changed.withUnsafeBytes { TextDigest.of($0) }).inserted)
        }
        // Lengths that differ by trailing zero bytes differ too.
        #expect(TextDigest.of("a") != TextDigest.of("a\u{0}"))
        #expect(TextDigest.of("") != TextDigest.of("\u{0}"))
    }
}
