import BundledWidgets
import CellGrid
import Foundation
@testable import HomeScreenUI
import HostIO
import Terminal
import Testing
import TestSupport
import WidgetEngine

/// The gallery sheet headless: `g`, search, families, previews (placeholder, then snapshot,
/// or the placeholder kept past the deadline), adding a widget.
@MainActor
struct GalleryTests {
    let instant = Fixtures.instant

    @Test func gOpensTheGalleryWithEveryKindAndTheSnapshotsReplaceThePlaceholders() async {
        let driver = await ScreenDriver()
        driver.press(.character("g"))
        #expect(driver.screen.gallery?.entries.map(\.kind) == BundledWidgets.testCatalog.kinds)
        // Before the run loop has made the snapshot calls, each preview is its placeholder.
        let placeholders = driver.text()
        #expect(placeholders.contains("Clock, small: placeholder, waiting for the snapshot…"))
        #expect(placeholders.contains("▆▆▆"))
        Snapshot.assert(placeholders, named: "gallery-open-placeholder")
        let calls = driver.stepHoldingCalls(at: instant)
        #expect(calls.map(\.isPreview) == [true, true, true]) // small, medium, large
        #expect(calls.map(\.instance.family) == [.systemSmall, .systemMedium, .systemLarge])
        #expect(calls.allSatisfy { $0.request.deadline == instant.addingTimeInterval(5) })
        for call in calls { await driver.run(call, deliverAt: instant.addingTimeInterval(1)) }
        let snapshots = driver.text(at: instant.addingTimeInterval(1))
        #expect(snapshots.contains("Clock, small: snapshot"))
        #expect(!snapshots.contains("▆▆▆"))
        Snapshot.assert(snapshots, named: "gallery-open-snapshot")
        driver.press(.escape)
        #expect(driver.screen.gallery == nil)
        #expect(!driver.text().contains("Add a widget"))
    }

    @Test func slashFiltersAsYouTypeAndBackspaceEdits() async {
        let driver = await ScreenDriver()
        driver.press(.character("g"), .character("/"))
        let everyKind = driver.screen.gallery?.entries ?? []
        driver.type("tro")
        #expect(driver.screen.gallery?.matches.map(\.kind) == ["trophies"])
        #expect(driver.screen.gallery?.highlightedKind == "trophies")
        await driver.step(at: instant)
        let filtered = driver.text()
        #expect(filtered.contains("Search: tro"))
        #expect(filtered.contains("1 of \(everyKind.count)"))
        Snapshot.assert(filtered, named: "gallery-filter-tro")
        driver.press(.backspace, .backspace, .backspace)
        driver.type("hour") // matches by description too ("a trophy an hour", "25 % an hour", ...)
        let hourly = everyKind.filter { "\($0.kind) \($0.displayName) \($0.description)".lowercased().contains("hour") }
        #expect(hourly.count > 1 && hourly.count < everyKind.count)
        #expect(driver.screen.gallery?.matches.map(\.kind) == hourly.map(\.kind))
        driver.type("zzz")
        #expect(driver.screen.gallery?.matches.isEmpty == true)
        #expect(driver.text().contains("No widget matches “hourzzz”"))
        // Esc ends typing, keeping the search; a second Esc closes the sheet.
        driver.press(.escape)
        #expect(driver.screen.gallery?.isTyping == false)
        #expect(driver.screen.gallery?.filter == "hourzzz")
        driver.press(.escape)
        #expect(driver.screen.gallery == nil)
    }

    @Test func typedLettersAreSearchNotCommands() async {
        let driver = await ScreenDriver()
        driver.press(.character("g"), .character("/"))
        driver.type("pq")
        #expect(driver.screen.previewMode == .live)
        #expect(driver.screen.gallery?.filter == "pq")
        driver.press(.enter) // ends typing; does not add
        #expect(driver.screen.gallery != nil)
    }

    @Test func leftAndRightPickTheFamilyAndTheChosenOneIsAlwaysShown() async {
        // 100 columns hold small and medium side by side; large needs the window to scroll.
        let driver = await ScreenDriver()
        driver.press(.character("g"))
        await driver.step(at: instant)
        #expect(driver.screen.gallery?.family == .systemSmall)
        driver.press(.right)
        #expect(driver.screen.gallery?.family == .systemMedium)
        driver.press(.right)
        #expect(driver.screen.gallery?.family == .systemLarge)
        driver.press(.right) // stays on the last
        #expect(driver.screen.gallery?.family == .systemLarge)
        let large = driver.text()
        #expect(large.contains("─ large ─"))
        #expect(!large.contains("small  "))
        Snapshot.assert(large, named: "gallery-family-large")
        // Moving to a kind without large keeps the nearest sensible choice: its first family.
        driver.press(.down, .down) // trophies: small and medium
        #expect(driver.screen.gallery?.highlightedKind == "trophies")
        #expect(driver.screen.gallery?.family == .systemSmall)
    }

    @Test func aWideTerminalShowsEveryFamilySideBySide() async {
        let driver = await ScreenDriver(size: CellSize(width: 130, height: 40))
        driver.press(.character("g"), .right)
        await driver.step(at: instant)
        let text = driver.text()
        #expect(text.contains("small"))
        #expect(text.contains("─ medium ─"))
        #expect(text.contains("large"))
        Snapshot.assert(text, named: "gallery-wide-medium")
    }

    @Test func atEightyByTwentyFourTheGalleryOffersLargeAndTheLargeAddedScrollsIntoViewWhole() async {
        // One small clock: the page fits the terminal (no scrolling) until the large comes.
        let small = HomePage(items: [.widget(WidgetItem(id: WidgetInstanceID(rawValue: "clock-1"), kind: "clock", family: .systemSmall))])
        let driver = await ScreenDriver(size: CellSize(width: 80, height: 24), layout: HomeLayout(pages: [small]))
        #expect(!driver.screen.model.grid.scrolls)
        driver.press(.character("g"))
        await driver.step(at: instant)
        // A large widget is 22 rows: the page scrolls in the 22 rows between the top margin and
        // the status bar, so it can be shown whole.
        #expect(driver.screen.gallery?.entries.first { $0.kind == "clock" }?.families == [.systemSmall, .systemMedium, .systemLarge])
        driver.press(.right, .right)
        #expect(driver.screen.gallery?.family == .systemLarge)
        driver.press(.enter)
        await driver.step(at: instant)
        // Below the small clock, on the page shown, scrolled into view whole.
        let model = driver.screen.model
        let added = model.selectedItem
        #expect(added?.family == .systemLarge && model.pageCount == 1)
        #expect(model.grid.scrolls)
        #expect(added.map { model.grid.viewport.intersection($0.frame) == $0.frame } == true)
        #expect(model.navigation.scroll == 12)
        #expect(driver.text().contains("▲ more"))
    }

    /// At 80 x 24 the list shows three widgets: the line under it says how many it leaves out
    /// above and below as the highlight moves.
    @Test func atEightyByTwentyFourTheListSaysHowManyMoreAboveAndBelow() async throws {
        let driver = await ScreenDriver(size: CellSize(width: 80, height: 24))
        driver.press(.character("g"))
        let count = try #require(driver.screen.gallery?.entries.count)
        func divider() -> String {
            driver.text().split(separator: "\n").map(String.init).first { $0.contains("──────") && !$0.contains("Add a widget") } ?? ""
        }
        #expect(divider().contains("▼ \(count - 3) more") && !divider().contains("▲"), "\(divider())")
        driver.press(.down, .down, .down, .down)
        #expect(divider().contains("▲ 2 more  ▼ \(count - 5) more"), "\(divider())")
        driver.press(.character("/"))
        driver.type("weather")
        #expect(!divider().contains("more"), "\(divider())")
    }

    @Test func withADockAtEightyByTwentyFourTheGalleryOffersNoLarge() async {
        let dock = AppEntry(name: "Browser", icon: "◍", scheme: "https", command: ["xdg-open"])
        let driver = await ScreenDriver(size: CellSize(width: 80, height: 24), config: HomeConfig(apps: [dock], pagesAcross: 1))
        driver.press(.character("g"))
        await driver.step(at: instant)
        // The dock keeps its row, so 21 rows scroll: a large widget could not be seen whole.
        #expect(driver.screen.gallery?.entries.first { $0.kind == "clock" }?.families == [.systemSmall, .systemMedium])
    }

    @Test func theShowcaseComesInExtraLargeButNotOnAPhonePage() {
        let sheet = GallerySheet(catalog: BundledWidgets.testCatalog, profile: .iPhone)
        #expect(sheet.entries.first { $0.kind == "showcase" }?.families == [.systemSmall, .systemMedium, .systemLarge])
        #expect(sheet.entries.first { $0.kind == "clock" }?.families == [.systemSmall, .systemMedium, .systemLarge]) // not inline
    }

    @Test func aSnapshotThatMissesItsDeadlineLeavesThePlaceholder() async {
        let driver = await ScreenDriver()
        let opened = instant.addingTimeInterval(60)
        driver.press(.character("g"), at: opened)
        let calls = driver.stepHoldingCalls(at: opened)
        #expect(calls.count == 3)
        // The screen wakes at the deadline to give up waiting.
        #expect(driver.screen.nextWake(after: opened) == opened.addingTimeInterval(5))
        let late = opened.addingTimeInterval(6)
        _ = driver.stepHoldingCalls(at: late)
        let text = driver.text(at: late)
        #expect(text.contains("Clock, small: placeholder (no snapshot within 5 s)"))
        #expect(text.contains("▆▆▆"))
        Snapshot.assert(text, named: "gallery-snapshot-timeout")
        // The snapshot that finally comes is dropped.
        for call in calls { await driver.run(call, deliverAt: late) }
        #expect(driver.text(at: late).contains("Clock, small: placeholder (no snapshot within 5 s)"))
    }

    @Test func aFailedSnapshotLeavesThePlaceholderAndSaysWhy() async {
        let driver = await ScreenDriver()
        driver.press(.character("g"))
        let calls = driver.stepHoldingCalls(at: instant)
        for call in calls { driver.screen.deliverSnapshot(.failure(.threw("offline")), for: call.token, at: instant) }
        let text = driver.text()
        #expect(text.contains("Clock, small: placeholder (the snapshot failed: the provider failed: offline)"))
        #expect(text.contains("▆▆▆"))
    }

    @Test func enterAddsTheWidgetAtTheFirstFreeSlotAndSavesTheLayout() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hs-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("home.toml")
        let layout = HomeLayout(pages: [
            HomePage(items: [
                .widget(WidgetItem(id: WidgetInstanceID(rawValue: "clock-1"), kind: "clock", family: .systemSmall, column: 0, row: 0))
            ])
        ])
        let driver = await ScreenDriver(layout: layout, destination: file)
        driver.press(.character("g"), .character("/"))
        driver.type("trophies")
        driver.press(.enter, .right) // end typing, choose medium
        #expect(driver.screen.gallery?.family == .systemMedium)
        driver.press(.enter)
        #expect(driver.screen.gallery == nil)
        #expect(driver.screen.selection == "trophies-1")
        #expect(
            driver.screen.layout.pages[0].items.last
                == .widget(
                    WidgetItem(
                        id: WidgetInstanceID(rawValue: "trophies-1"), kind: "trophies",
                        family: .systemMedium, column: 0, row: 2)))
        #expect(
            try String(contentsOf: file, encoding: .utf8) == """
                # homescreen layout: pages of widgets and smart stacks placed on a grid of slots.
                # The home screen rewrites this file when you edit it; comments are not kept.

                [[page]]

                [[page.widget]]
                id = "clock-1"
                kind = "clock"
                family = "small"
                column = 0
                row = 0

                [[page.widget]]
                id = "trophies-1"
                kind = "trophies"
                family = "medium"
                column = 0
                row = 2

                """)
        // Its first timeline is asked for at once, free of budget (beside the snapshots the
        // gallery asked for while open, whose answers go nowhere now).
        let calls = driver.stepHoldingCalls(at: instant).filter { !$0.isPreview }
        #expect(calls.map(\.instance.id.rawValue) == ["trophies-1"])
        #expect(calls.map(\.reason) == [.placed])
        for call in calls { await driver.run(call, deliverAt: instant) }
        let text = driver.text()
        #expect(text.contains("Added Trophies (medium) to page 1"))
        #expect(text.contains("Trophies"))
        Snapshot.assert(text, named: "gallery-added-trophies")
    }

    @Test func aFullPageSendsTheNewWidgetToANewPage() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hs-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("home.toml")
        let driver = await ScreenDriver(destination: file) // page 1 of the default layout is full
        driver.press(.character("g"), .enter) // a small clock
        #expect(driver.screen.layout.pages.count == 3)
        #expect(
            driver.screen.layout.pages[2].items == [
                .widget(
                    WidgetItem(
                        id: WidgetInstanceID(rawValue: "clock-3"), kind: "clock",
                        family: .systemSmall, column: 0, row: 0))
            ])
        #expect(driver.screen.page == 2)
        #expect(try LayoutFile.load(file, catalog: BundledWidgets.testCatalog) == driver.screen.layout)
    }

    @Test func anAddGoesToThePageShownOrTheFirstPageWithRoomAndSaysWhere() async throws {
        // Issue 39: from a full page the gallery made a new page although another had room.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hs-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let demo = HomeLayout.demo
        let roomy = HomePage(items: [.widget(WidgetItem(id: WidgetInstanceID(rawValue: "clock-9"), kind: "clock", family: .systemSmall))])
        let full = HomePage(items: [
            .widget(WidgetItem(id: WidgetInstanceID(rawValue: "clock-7"), kind: "clock", family: .systemLarge)),
            .widget(WidgetItem(id: WidgetInstanceID(rawValue: "trophies-7"), kind: "trophies", family: .systemMedium, column: 0, row: 4)),
        ])
        let layout = HomeLayout(pages: [demo.pages[1], roomy, full])
        let driver = await ScreenDriver(layout: layout, destination: folder.appendingPathComponent("home.toml"))
        driver.press(.character("]"), .character("]")) // page 3, full
        #expect(driver.screen.page == 2)
        driver.press(.character("g"), .enter) // a small clock
        #expect(driver.screen.layout.pages.count == 3)
        #expect(driver.screen.layout.pages[1].items.map(\.id) == ["clock-9", "clock-1"])
        #expect(driver.screen.page == 1)
        #expect(driver.text().contains("Added Clock (small) to page 2 (no room on the page shown)"))
        // From the page shown with room, it stays there and says so.
        driver.press(.character("g"), .enter)
        #expect(driver.screen.layout.pages[1].items.map(\.id) == ["clock-9", "clock-1", "clock-3"])
        #expect(driver.text().contains("Added Clock (small) to page 2"))
        #expect(!driver.text().contains("no room"))
    }

    @Test func theGalleryOffersOnlyFamiliesTheTerminalCanShow() {
        // Issue 39: at 80x24 large never appears, yet the gallery offered it; extraLarge never.
        let short = GallerySheet(catalog: BundledWidgets.testCatalog, profile: .iPhone, room: CellSize(width: 6, height: 3))
        #expect(!short.entries.contains { $0.families.contains(.systemLarge) })
        let narrow = GallerySheet(catalog: BundledWidgets.testCatalog, profile: .iPhone, room: CellSize(width: 6, height: 6))
        #expect(narrow.entries.contains { $0.families.contains(.systemLarge) })
        #expect(!narrow.entries.contains { $0.families.contains(.systemExtraLarge) })
        let wide = GallerySheet(catalog: BundledWidgets.testCatalog, profile: .iPhone, room: CellSize(width: 8, height: 6))
        #expect(wide.entries.first { $0.kind == "showcase" }?.families.contains(.systemExtraLarge) == true)
    }

    @Test func aLayoutThatFailedToLoadIsNeverOverwritten() async {
        let driver = await ScreenDriver()
        driver.screen.layoutUnsavedReason = "home.toml did not load, so it is left as it is"
        driver.press(.character("g"), .enter)
        #expect(driver.screen.layout.pages.count == 3) // kept in memory
        #expect(driver.text().contains("Not saved: home.toml did not load"))
    }

    @Test func thePlaceholderPreviewAppliesToTheGalleryToo() async {
        let driver = await ScreenDriver()
        driver.press(.character("g"))
        await driver.step(at: instant)
        driver.press(.character("p"))
        let text = driver.text()
        #expect(text.contains("placeholder preview"))
        #expect(text.contains("Clock, small: placeholder (placeholder preview is on; p for live)"))
        #expect(text.contains("▆▆▆"))
        driver.press(.character("p"))
        #expect(driver.text().contains("Clock, small: snapshot"))
    }
}
