import CellGrid
import Foundation
import HomeScreenUI
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// The mouse everywhere on the real binary in tmux (issue 39), as a terminal reports it: the
/// wheel turns pages, a click on a page dot shows its page, a click on a status bar hint is its
/// key, the gallery's rows and size tabs take clicks (a double click adds), and in edit mode a
/// tile dragged onto another swaps with it, saved and undone with `u`.
struct MouseEndToEndTests {
    @Test(.enabled(if: TmuxSession.isAvailable)) func wheelDotsHintsGalleryAndDrag() async throws {
        let root = URL(fileURLWithPath: "/tmp/hs-mouse-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("config/homescreen")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("pages_across = 1\n".utf8).write(to: folder.appendingPathComponent("config.toml"))
        func small(_ id: String, _ kind: String, _ column: Int) -> HomeItem {
            .widget(WidgetItem(id: WidgetInstanceID(rawValue: id), kind: kind, family: .systemSmall, column: column, row: 0))
        }
        let layoutFile = folder.appendingPathComponent("home.toml")
        try LayoutFile.save(
            HomeLayout(pages: [
                HomePage(items: [small("clock-1", "clock", 0), small("countdown-1", "countdown", 2)]),
                HomePage(items: [small("clock-2", "clock", 0)]), HomePage(items: [small("clock-3", "clock", 0)]),
            ]), to: layoutFile)
        let session = try await TmuxSession.startHomeScreen(in: root, width: 80, height: 40)
        defer { session.close() }
        var screen = try await session.waitFor("page 1/3")

        // The wheel: down a page, and back.
        try await session.mouse(65, at: CellPoint(x: 20, y: 10))
        _ = try await session.waitFor("page 2/3")
        try await session.mouse(64, at: CellPoint(x: 20, y: 10))
        screen = try await session.waitFor("page 1/3")
        // The third dot.
        var rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let dots = try #require(rows.firstIndex { $0.contains("● ○ ○") })
        let first = DisplayWidth.of(String(rows[dots].prefix { $0 != "●" }))
        try await session.click(at: CellPoint(x: first + 4, y: dots))
        screen = try await session.waitFor("page 3/3")
        // The status bar's "[ ]": "[" is the previous page.
        try await session.click("[ ] page", on: screen)
        screen = try await session.waitFor("page 2/3")
        try await session.click("help", on: screen)
        _ = try await session.waitFor("homescreen keys")
        try await session.send("Escape")
        try await session.send("1")
        _ = try await session.waitFor("page 1/3")

        // The gallery: a click on a row highlights it, on a size's tab chooses it, a double
        // click adds it.
        try await session.send("g")
        screen = try await session.waitFor("Add a widget")
        try await session.click("  Battery ", on: screen)
        screen = try await session.waitFor("▸ Battery")
        try await session.click("medium", on: screen)
        screen = try await session.waitFor("Battery, medium:")
        rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let medium = try #require(rows.firstIndex { $0.contains("─ medium ") })
        let column = DisplayWidth.of(rows[medium].components(separatedBy: "─ medium ")[0])
        try await session.click(at: CellPoint(x: column + 2, y: medium), count: 2)
        // Where there is room: on the page shown (it went to a new page 4 before issue 39).
        _ = try await session.waitFor("Added Battery (medium) to page 1")

        // Edit mode: clock-1 dragged onto countdown-1 swaps them; u undoes it.
        try await session.send("e")
        _ = try await session.waitFor("EDIT")
        let grid = SlotGrid(profile: .iPhone, screen: CellSize(width: 80, height: 40))
        let clock = grid.frame(column: 0, row: 0, family: .systemSmall)
        let countdown = grid.frame(column: 2, row: 0, family: .systemSmall)
        try await session.mouse(0, at: CellPoint(x: clock.minX + 4, y: clock.minY + 3))
        _ = try await session.waitFor("moving clock-1: drop on a widget")
        try await session.mouse(0, at: CellPoint(x: countdown.minX + 4, y: countdown.minY + 3), released: true)
        _ = try await session.waitFor("clock-1 swapped with countdown-1; u undoes")
        let swapped = try LayoutFile.load(layoutFile, catalog: nil)
        #expect(swapped.pages[0].items.first { $0.id == "clock-1" }?.column == 2)
        #expect(swapped.pages[0].items.first { $0.id == "countdown-1" }?.column == 0)
        try await session.send("u")
        _ = try await session.waitFor("Undone")
        #expect(try LayoutFile.load(layoutFile, catalog: nil).pages[0].items.first { $0.id == "clock-1" }?.column == 0)
        try await session.send("Escape")
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
    }
}
