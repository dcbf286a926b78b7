import Foundation
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// Widgets notice the files they ask for (issue 39): in the real binary, Reminders says
/// `~/todo.txt` does not exist and the calendar that its folder does not; the user writes the
/// file and makes the folder (two levels of it missing) with a calendar in it, and both tiles
/// update by themselves, no `r` pressed, the clock standing still (nothing wakes by time).
struct FileWatchingEndToEndTests {
    @Test(.enabled(if: TmuxSession.isAvailable)) func tilesUpdateWhenTheirMissingFilesAppear() async throws {
        let root = URL(fileURLWithPath: "/tmp/hs-seen-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        let home = root.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let layout = HomeLayout(pages: [
            HomePage(items: [
                .widget(
                    WidgetItem(id: WidgetInstanceID(rawValue: "reminders-1"), kind: "reminders", family: .systemMedium, column: 0, row: 0)),
                .widget(
                    WidgetItem(id: WidgetInstanceID(rawValue: "calendar-1"), kind: "calendar", family: .systemMedium, column: 0, row: 2)),
            ])
        ])
        try LayoutFile.save(layout, to: root.appendingPathComponent("config/homescreen/home.toml"))
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        let session = try await TmuxSession.start(
            command: "\(binary) --clock 2026-11-21T09:41:00Z --speed 0; echo EXIT=$?; sleep 60",
            environment: ExtensionFaultEndToEndTests.environment(root))
        defer { session.close() }
        _ = try await session.waitFor("~/todo.txt does not exist")
        _ = try await session.waitFor("⚠ No calendars")

        try "(A) Feed the cat\n".write(to: home.appendingPathComponent("todo.txt"), atomically: false, encoding: .utf8)
        let reminded = try await session.waitFor("Feed the cat")
        #expect(reminded.contains("⚠ No calendars"))
        #expect(!reminded.contains("~/todo.txt does not exist"))

        // `mkdir -p` of the calendar folder (its parent was missing too), then a calendar in it.
        let calendars = root.appendingPathComponent("data/homescreen/calendars")
        try FileManager.default.createDirectory(at: calendars, withIntermediateDirectories: true)
        try OpeningEndToEndTests.standup.write(to: calendars.appendingPathComponent("work.ics"), atomically: true, encoding: .utf8)
        _ = try await session.waitFor("Team standup")

        // An edit of the file shows too.
        try "(A) Feed the cat\n(B) Water the plants\n".write(to: home.appendingPathComponent("todo.txt"), atomically: true, encoding: .utf8)
        _ = try await session.waitFor("Water the plants")
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
    }
}
