import Foundation
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// Enter on the bundled widgets in the real binary, with no config.toml: the reminders widget
/// edits its todo.txt in `$EDITOR` (the file as a path), the calendar opens its agenda in a
/// sheet, and an editor that fails says why in a toast while the home screen runs.
struct OpeningEndToEndTests {
    /// A calendar of one event, the team's standup at 15:00 UTC on 21 November 2026.
    static let standup = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//test//EN\r
        BEGIN:VEVENT\r
        UID:standup-1\r
        DTSTAMP:20261101T000000Z\r
        DTSTART:20261121T150000Z\r
        DTEND:20261121T153000Z\r
        SUMMARY:Team standup\r
        END:VEVENT\r
        END:VCALENDAR\r

        """

    @Test(.enabled(if: TmuxSession.isAvailable)) func enterEditsRemindersOpensTheAgendaAndToastsAFailure() async throws {
        let root = URL(fileURLWithPath: "/tmp/hs-open-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        let calendars = root.appendingPathComponent("data/homescreen/calendars")
        try FileManager.default.createDirectory(at: calendars, withIntermediateDirectories: true)
        try Self.standup.write(to: calendars.appendingPathComponent("work.ics"), atomically: true, encoding: .utf8)
        let todo = root.appendingPathComponent("my todo.txt")
        try "(A) Call the bank\n".write(to: todo, atomically: true, encoding: .utf8)
        // The editor records what it was given the first time, and fails after.
        let edited = root.appendingPathComponent("edited.txt")
        let editor = root.appendingPathComponent("editor.sh")
        try """
        #!/bin/sh
        if [ -e '\(edited.path)' ]; then echo "editor.sh: cannot edit twice" >&2; exit 2; fi
        printf '%s|' "$@" > '\(edited.path)'; echo >> '\(edited.path)'

        """.write(to: editor, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor.path)
        let layout = HomeLayout(pages: [
            HomePage(items: [
                .widget(
                    WidgetItem(
                        id: WidgetInstanceID(rawValue: "reminders-1"), kind: "reminders", family: .systemSmall, column: 0, row: 0,
                        configuration: ["path": .string(todo.path)])),
                .widget(
                    WidgetItem(id: WidgetInstanceID(rawValue: "calendar-1"), kind: "calendar", family: .systemSmall, column: 2, row: 0)),
            ])
        ])
        try LayoutFile.save(layout, to: root.appendingPathComponent("config/homescreen/home.toml"))
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        let session = try await TmuxSession.start(
            command: "\(binary) --clock 2026-11-21T09:41:00Z --speed 0; echo EXIT=$?; sleep 60",
            environment: ExtensionFaultEndToEndTests.environment(root).merging(["EDITOR": editor.path, "TZ": "UTC"]) { $1 })
        defer { session.close() }
        _ = try await session.waitFor("Call the bank")
        _ = try await session.waitFor("Team standup")

        // Reminders (selected first): its todo.txt in $EDITOR, as a path.
        try await session.send("Enter")
        #expect(try await session.waitForLines(in: edited.path) == "\(todo.path)|\n")
        _ = try await session.waitFor("Call the bank")

        // The calendar: its agenda in a sheet over the page, the widget's own calendars.
        try await session.send("Right")
        try await session.send("Enter")
        // The sheet shows the widget's placeholder until its snapshot comes.
        let sheet = try await session.waitUntil("the agenda in a sheet") { $0.contains("Esc close") && $0.contains("Team standup") }
        #expect(sheet.contains("Up Next"), "\(sheet)")
        #expect(!sheet.contains("Call the bank"), "the sheet covers the page\n\(sheet)")
        try await session.send("Escape")
        _ = try await session.waitFor("Call the bank")

        // The editor fails the second time: the toast says so, with its first line of errors.
        try await session.send("Left")
        try await session.send("Enter")
        _ = try await session.waitFor("editor.sh failed (status 2): editor.sh: cannot edit twice")
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
    }
}
