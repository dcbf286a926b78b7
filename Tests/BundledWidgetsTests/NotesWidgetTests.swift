@testable import BundledWidgets
import CellGrid
import Foundation
import Testing
import TestSupport
import WidgetEngine

/// The Notes widget: a line an hour from a file or folder, in every family, with wrapping
/// and truncation of long and CJK lines, its "nothing to show" views and a day's timeline.
struct NotesWidgetTests {
    /// A home folder that does not exist, so no test reads the real one.
    static let folders = UserFolders(environment: ["HOME": "/nonexistent/home"])
    static let catalog = BundledWidgets.catalog(folders: folders, timeZone: Fixtures.utc)
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let notes: ConfigValues = ["path": .string(fixtures.appendingPathComponent("notes.txt").path)]
    static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]
    /// notes.txt has five lines; the stride is 3, so hour h shows line (h mod 5) × 3 mod 5.
    /// Fixtures.instant is in hour 498,681: line 3 ("Make it work"); two hours on, line 4 (the
    /// long line); three hours on, line 2 (Chinese).
    static let longLineHour = Fixtures.instant.addingTimeInterval(2 * 3_600)
    static let chineseHour = Fixtures.instant.addingTimeInterval(3 * 3_600)

    private func rendered(
        _ family: WidgetFamily, _ values: ConfigValues = notes, _ choice: WidgetRenderer.EntryChoice = .current,
        at instant: Date = Fixtures.instant, redaction: RedactionReasons = []
    ) async throws -> RenderedView {
        try await WidgetRenderer.render(
            kind: NotesWidget.kind, in: Self.catalog, family: family, entry: choice, configuration: values,
            context: Fixtures.plainContext(at: instant, redaction: redaction))
    }

    private func render(
        _ family: WidgetFamily, _ values: ConfigValues = notes, _ choice: WidgetRenderer.EntryChoice = .current,
        at instant: Date = Fixtures.instant, redaction: RedactionReasons = []
    ) async throws -> String {
        try await rendered(family, values, choice, at: instant, redaction: redaction).text
    }

    @Test(arguments: families)
    func live(_ family: WidgetFamily) async throws {
        let text = try await render(family)
        #expect(text.contains("Make it work"))
        Snapshot.assert(text, named: "notes-\(family.shortName)-live")
    }

    @Test(arguments: families)
    func placeholder(_ family: WidgetFamily) async throws {
        let text = try await render(family, Self.notes, .placeholder)
        #expect(text.contains("▆"))
        Snapshot.assert(text, named: "notes-\(family.shortName)-placeholder")
    }

    @Test func privacyMasksTheNote() async throws {
        let text = try await render(.systemMedium, redaction: .privacy)
        #expect(!text.contains("Make it work"))
        #expect(text.contains("Notes"))
        Snapshot.assert(text, named: "notes-medium-privacy")
    }

    /// Chinese wraps between characters, two cells each, and is cut with "…" at the family's
    /// last line; no row is wider than the widget.
    @Test(arguments: families)
    func chineseWrapsAndIsCut(_ family: WidgetFamily) async throws {
        let view = try await rendered(family, at: Self.chineseHour)
        let text = view.text
        #expect(text.contains("千里之行"))
        for row in text.split(separator: "\n") { #expect(DisplayWidth.of(String(row)) == view.buffer.size.width) }
        // Small has five lines for it and cuts it; medium and large show it whole.
        #expect(text.contains("…") == (family == .systemSmall))
        #expect(text.contains("斷。") == (family != .systemSmall))
        // Kinsoku: no line starts with closing punctuation.
        #expect(text.split(separator: "\n").allSatisfy { !["。", "，"].contains($0.trimmingCharacters(in: .whitespaces).first) })
        #expect(text.contains("— 老子"))
        Snapshot.assert(text, named: "notes-\(family.shortName)-chinese")
    }

    @Test(arguments: families)
    func aLongLineIsCutWithAnEllipsis(_ family: WidgetFamily) async throws {
        let text = try await render(family, at: Self.longLineHour)
        #expect(text.contains("A line long enough"))
        #expect(text.contains("…"))
        #expect(!text.contains("what fits."))
        Snapshot.assert(text, named: "notes-\(family.shortName)-long")
    }

    @Test func theSameHourShowsTheSameLineAndTheNextHourAnother() async throws {
        let first = try await render(.systemSmall)
        #expect(try await render(.systemSmall, at: Fixtures.instant.addingTimeInterval(18 * 60)) == first)
        #expect(try await render(.systemSmall, at: Fixtures.instant.addingTimeInterval(19 * 60)) != first)
    }

    @Test(arguments: [1, 2, 5, 7, 10, 12, 100])
    func everyLineShowsOnceBeforeAnyRepeats(_ count: Int) {
        let shown = (0..<count).map { NotesSchedule.index(hour: 498_681 + $0, count: count) }
        #expect(Set(shown).count == count)
        #expect(shown.allSatisfy { (0..<count).contains($0) })
    }

    @Test func commentsAndBlankLinesAreSkippedAndAttributionsSplit() throws {
        let notes = try NotesSource.load(Self.fixtures.appendingPathComponent("notes.txt").path, folders: Self.folders).get()
        #expect(notes.lines.count == 5)
        #expect(notes.lines.map(\.line) == [3, 4, 6, 8, 9])
        #expect(notes.lines[0].attribution == "Edsger W. Dijkstra")
        #expect(notes.lines[1].text == "Premature optimization is the root of all evil.")
        #expect(notes.lines[3].attribution == nil)
    }

    @Test func aFolderReadsEveryVisibleFileInNameOrderAndNamesTheUnreadable() async throws {
        let folder = Self.fixtures.appendingPathComponent("notes-folder").path
        let notes = try NotesSource.load(folder, folders: Self.folders).get()
        #expect(notes.lines.map(\.text) == ["From the first file.", "From the second file."])
        #expect(notes.skipped == ["c.bin: not UTF-8 text"])
        let view = try await rendered(.systemLarge, ["path": .string(folder)])
        #expect(view.text.contains("Skipped c.bin: not UTF-8 text"))
        #expect(view.widgetURL?.path.hasPrefix(folder) == true)
        Snapshot.assert(view.text, named: "notes-large-folder")
    }

    @Test func opensTheFileTheNoteCameFrom() async throws {
        let view = try await rendered(.systemSmall)
        #expect(view.widgetURL == Self.fixtures.appendingPathComponent("notes.txt"))
    }

    @Test(arguments: [("missing.txt", "Create "), ("empty-notes.txt", "")])
    func nothingToShowSaysWhatToDo(_ file: String, _ expected: String) async throws {
        let path = Self.fixtures.appendingPathComponent(file).path
        for family in Self.families {
            let text = try await render(family, ["path": .string(path)])
            let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.contains("Nothing to show"), "\(text)")
            if family != .systemSmall {
                // A long path wraps inside words; compare without the line breaks.
                #expect(text.filter { !$0.isWhitespace }.contains((expected + path).filter { !$0.isWhitespace }), "\(text)")
            }
        }
    }

    /// The snapshot uses a path that is the same on every machine.
    @Test func nothingToShowSnapshot() async throws {
        let text = try await render(.systemMedium, ["path": .string("/nonexistent/notes.txt")])
        #expect(text.contains("Create /nonexistent/notes.txt"))
        Snapshot.assert(text, named: "notes-medium-missing")
    }

    /// The default path is in the XDG config folder, and the message names it whole, with `~`
    /// for the home folder.
    @Test(arguments: [
        (["HOME": "/nonexistent/home", "XDG_CONFIG_HOME": "/nonexistent/config"], "/nonexistent/config/homescreen/notes.txt"),
        (["HOME": "/nonexistent/home"], "~/.config/homescreen/notes.txt"),
    ])
    func theDefaultPathFollowsXDGConfigHome(_ environment: [String: String], _ shown: String) async throws {
        let catalog = BundledWidgets.catalog(folders: UserFolders(environment: environment))
        let text = try await WidgetRenderer.render(
            kind: NotesWidget.kind, in: catalog, family: .systemLarge, configuration: [:],
            context: Fixtures.plainContext()
        ).text
        #expect(text.filter { !$0.isWhitespace }.contains("Create\(shown),onenotealine"), "\(text)")
    }

    /// Six hourly entries after "now", then a reload at the last: four reloads a day.
    @Test func aDayOfHourlyEntriesReloadingEverySixHours() async {
        let records = await TimelineSimulation(catalog: Self.catalog).run(
            kind: NotesWidget.kind, family: .systemSmall,
            configuration: Self.notes, from: Fixtures.instant, for: 86_400)
        let reloads = records.filter { $0.event == .reload }
        #expect(reloads.map { $0.date.timeIntervalSince(Fixtures.instant) / 60 } == [0, 319, 679, 1_039, 1_399])
        #expect(records.filter { $0.event == .received }.allSatisfy { $0.detail == "7 entries, policy atEnd" })
        let shown = records.filter { $0.event == .show }
        // Every whole hour from 10:00 to 09:00 the next day, plus 09:41 and each reload's "now".
        #expect(Set(shown.map(\.date)).count == 25)
    }

    /// A missing file asks again at the next hour, in case it has been written by then.
    @Test func aMissingFileIsLookedForAgainEachHour() async {
        let path = Self.fixtures.appendingPathComponent("missing.txt").path
        let records = await TimelineSimulation(catalog: Self.catalog).run(
            kind: NotesWidget.kind, family: .systemSmall,
            configuration: ["path": .string(path)],
            from: Fixtures.instant, for: 3 * 3_600)
        #expect(records.filter { $0.event == .reload }.map { $0.date.timeIntervalSince(Fixtures.instant) / 60 } == [0, 19, 79, 139])
    }
}

/// The `»` button: the next note now, and the hours after moved on with it.
struct NotesNextButtonTests {
    @Test func nextShowsTheFollowingNoteAndKeepsTheStep() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hs-notes-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = BundledWidgets.catalog(
            folders: UserFolders(environment: ["HOME": folder.path, "XDG_STATE_HOME": folder.path]), timeZone: Fixtures.utc)
        let render = {
            try await WidgetRenderer.render(
                kind: NotesWidget.kind, in: catalog, family: .systemMedium, configuration: NotesWidgetTests.notes,
                context: Fixtures.plainContext())
        }
        let before = try await render()
        let next = try #require(before.pressTargets.first)
        #expect(before.pressTargets.count == 1 && next.control == .button)
        _ = try await WidgetRenderer.press(next, kind: NotesWidget.kind, in: catalog).get()
        let after = try await render()
        #expect(after.text != before.text)
        // Two presses on from the first: the note an hour later after one press.
        _ = try await WidgetRenderer.press(next, kind: NotesWidget.kind, in: catalog).get()
        let notes = try NotesSource.load(
            NotesWidgetTests.fixtures.appendingPathComponent("notes.txt").path, folders: NotesWidgetTests.folders
        ).get()
        let hour = NotesSchedule.hour(of: Fixtures.instant)
        let expected = notes.lines[NotesSchedule.index(hour: hour + 2, count: notes.lines.count)].text
        let twice = try await render()
        #expect(twice.text.filter { !$0.isWhitespace }.contains(String(expected.prefix(20)).filter { !$0.isWhitespace }))
    }
}
