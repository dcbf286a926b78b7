@testable import BundledWidgets
import Foundation
import Testing
import TestSupport
import WidgetEngine

/// Checking a reminder off with its toggle: the line marked done in the file, written
/// atomically, and refused when the file changed since the widget showed it.
struct RemindersCheckOffTests {
    @Test(arguments: [
        ("Call the bank", "x 2026-11-21 Call the bank"),
        ("(A) 2026-11-15 Renew passport due:2026-11-20", "x 2026-11-21 2026-11-15 Renew passport due:2026-11-20 pri:A"),
        ("x 2026-11-20 Already done", "x 2026-11-20 Already done"),
    ])
    func checkingOffWritesTheTodoTxtForm(_ line: String, _ expected: String) throws {
        #expect(TodoEdit.checked(line, day: "2026-11-21") == expected)
        #expect(TodoEdit.reopened(TodoEdit.checked(line, day: "2026-11-21")) == (line.hasPrefix("x ") ? "Already done" : line))
    }

    @Test func aLineThatChangedIsAConflictAndNothingIsWritten() throws {
        let text = "first\nsecond\r\nthird"
        #expect(
            try TodoEdit.marking(text, line: 2, expected: "second", done: true, day: "2026-11-21", file: "todo.txt")
                == "first\nx 2026-11-21 second\r\nthird")
        #expect(throws: TodoEdit.Conflict(file: "todo.txt", line: 2, now: "second")) {
            try TodoEdit.marking(text, line: 2, expected: "Second", done: true, day: "2026-11-21", file: "todo.txt")
        }
        #expect(throws: TodoEdit.Conflict(file: "todo.txt", line: 9, now: nil)) {
            try TodoEdit.marking(text, line: 9, expected: "x", done: true, day: "2026-11-21", file: "todo.txt")
        }
        let conflict = TodoEdit.Conflict(file: "todo.txt", line: 2, now: "Second")
        #expect(conflict.errorDescription == "todo.txt changed since it was shown (line 2 now reads “Second”); nothing was written")
    }

    /// A copy of the fixture in a folder of its own, and the widget reading it.
    private func scratch() throws -> (file: URL, catalog: WidgetCatalog) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hs-todo-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("todo.txt")
        try FileManager.default.copyItem(at: RemindersWidgetTests.fixtures.appendingPathComponent("todo.txt"), to: file)
        return (file, RemindersWidgetTests.catalog)
    }

    private func render(_ catalog: WidgetCatalog, _ file: URL) async throws -> RenderedView {
        try await WidgetRenderer.render(
            kind: RemindersWidget.kind, in: catalog, family: .systemMedium, configuration: ["path": .string(file.path)],
            context: Fixtures.plainContext())
    }

    @Test func theToggleChecksTheItemOffAndTheNextTimelineHidesIt() async throws {
        let (file, catalog) = try scratch()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let before = try await render(catalog, file)
        let passport = try #require(before.pressTargets.first { $0.label.contains("Renew passport") })
        #expect(passport.control == .toggle(isOn: false))
        let result = await WidgetRenderer.press(passport, kind: RemindersWidget.kind, in: catalog)
        #expect(result == .success(IntentOutcome()))
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written.contains("x 2026-11-21 2026-11-15 Renew passport +travel @town due:2026-11-20 pri:A"))
        let after = try await render(catalog, file)
        #expect(!after.text.contains("Renew passport"))
        #expect(after.text.contains("Call the bank"))
        Snapshot.assert(after.text, named: "reminders-medium-after-check-off")
    }

    @Test func anEditInTheMeantimeFailsThePressAndLeavesTheFileAlone() async throws {
        let (file, catalog) = try scratch()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let before = try await render(catalog, file)
        let passport = try #require(before.pressTargets.first { $0.label.contains("Renew passport") })
        // Someone adds a line at the top in another editor: every line moves down.
        let edited = "Buy stamps\n" + (try String(contentsOf: file, encoding: .utf8))
        try edited.write(to: file, atomically: true, encoding: .utf8)
        let result = await WidgetRenderer.press(passport, kind: RemindersWidget.kind, in: catalog)
        guard case let .failure(.threw(message)) = result else {
            Issue.record("the press did not fail: \(result)")
            return
        }
        #expect(message.hasPrefix("todo.txt changed since it was shown (line 1 now reads"))
        #expect(message.hasSuffix("nothing was written"))
        #expect(try String(contentsOf: file, encoding: .utf8) == edited)
    }
}
