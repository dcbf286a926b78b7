import BundledWidgets
import CellGrid
import Foundation
@testable import HomeScreenUI
@testable import HostIO
import Testing
import TestSupport
import WidgetEngine

/// The home screen headless: keys in, screen text out, on a manual clock.
@MainActor
struct HomeScreenTests {
    static let instant = Fixtures.instant

    /// A home screen with the default layout under a pilot, every first timeline delivered.
    func makeScreen(
        size: CellSize = CellSize(width: 80, height: 40), layout: HomeLayout = HomeLayout.demo,
        themes: [Theme] = [.monochrome]
    ) async -> Pilot {
        let screen = HomeScreen(
            catalog: BundledWidgets.testCatalog, layout: layout, themes: themes, themeIndex: 0, store: nil,
            screenSize: size, timeZone: Fixtures.utc, locale: Fixtures.locale)
        let pilot = Pilot(screen, size: size)
        await pilot.start()
        return pilot
    }

    func text(_ screen: Pilot, at now: Date = instant) -> String {
        screen.frame(at: now).buffer.plainText
    }

    @Test func theDefaultHomeScreen() async {
        let screen = await makeScreen()
        let home = text(screen)
        #expect(home.contains("09:41"))
        #expect(home.contains("page 1/2"))
        Snapshot.assert(home, named: "home-default-80x40")
    }

    /// A terminal without UTF-8 gets the same screen in ASCII, every row still 80 cells.
    @Test func theDefaultHomeScreenInASCII() async {
        let screen = await makeScreen()
        let ascii = ASCIIFallback.apply(to: screen.frame(at: Self.instant).buffer).plainText
        #expect(ascii.utf8.allSatisfy { $0 < 0x80 })
        #expect(ascii.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy { $0.count == 80 })
        #expect(ascii.contains("Showcase"))
        Snapshot.assert(ascii, named: "home-default-80x40-ascii")
    }

    @Test func arrowsMoveTheSelectionSpatially() async {
        let screen = await makeScreen()
        #expect(screen.selection == "clock-1")
        _ = screen.handle(.key(.right), at: Self.instant)
        #expect(screen.selection == "stack-1")
        _ = screen.handle(.key(.character("j")), at: Self.instant)
        #expect(screen.selection == "showcase-1")
        _ = screen.handle(.key(.up), at: Self.instant)
        #expect(screen.selection == "clock-1")
        Snapshot.assert(text(screen), named: "home-selection-clock")
    }

    /// The selection is a cap over the tile (`╭───╮` in the row above it); a selected stack's
    /// dots stay beside it, as they are when it is not selected.
    @Test func theSelectionCapLeavesTheStackDotsBesideIt() async {
        let screen = await makeScreen()
        _ = screen.handle(.key(.right), at: Self.instant)
        #expect(screen.selection == "stack-1")
        let frame = screen.frame(at: Self.instant).buffer
        guard let tile = screen.pageItems(for: 0).first(where: { $0.id == "stack-1" })?.frame else {
            Issue.record("no stack on the page")
            return
        }
        let cap = (tile.minX - 1...tile.maxX).map { frame[$0, tile.minY - 1]?.grapheme ?? "" }.joined()
        #expect(cap == "╭" + String(repeating: "─", count: tile.width) + "╮", "\(cap)")
        let edge = (tile.minY..<tile.maxY).map { frame[tile.maxX, $0]?.grapheme }
        #expect(!edge.contains("│"), "\(edge)")
        let dots = (tile.minY + 1..<tile.minY + 4).map { frame[tile.maxX, $0]?.grapheme }
        #expect(dots.contains("●") && dots.contains("·"), "\(dots)")
    }

    @Test func pagesChangeWithBracketsAndPageKeys() async {
        let screen = await makeScreen()
        _ = screen.handle(.key(.character("]")), at: Self.instant)
        #expect(screen.page == 1)
        #expect(text(screen).contains("page 2/2"))
        #expect(screen.pageItemIDs == ["clock-2", "trophies-2"])
        _ = screen.handle(.key(.pageDown), at: Self.instant)
        #expect(screen.page == 1) // no third page
        _ = screen.handle(.key(.pageUp), at: Self.instant)
        #expect(screen.page == 0)
    }

    @Test func theHelpOverlayListsEveryKey() async {
        let screen = await makeScreen()
        _ = screen.handle(.key(.character("?")), at: Self.instant)
        let help = text(screen)
        for key in ["move between widgets", "reload the selected widget", "next theme", "quit", "Ctrl-L"] {
            #expect(help.contains(key), "\(key)")
        }
        _ = screen.handle(.key(.escape), at: Self.instant)
        #expect(!text(screen).contains("next theme"))
    }

    @Test func quitAndRepaint() async {
        let screen = await makeScreen()
        #expect(screen.handle(.key(.control("l")), at: Self.instant).draw == .repaintAll)
        #expect(screen.handle(.key(.character("q")), at: Self.instant).quit)
    }

    @Test func aSmallTerminalSaysSoAndGrowingBackRestoresTheGrid() async {
        let screen = await makeScreen()
        screen.resize(to: CellSize(width: 20, height: 10))
        #expect(text(screen).contains("Terminal too small"))
        screen.resize(to: CellSize(width: 80, height: 40))
        #expect(!text(screen).contains("Terminal too small"))
    }

    @Test func anEightyByTwentyFourTerminalScrollsThePageToEveryWidget() async {
        let screen = await makeScreen(size: CellSize(width: 80, height: 24))
        // The page's top two rows of slots, the chrome shrunk to the status bar, a mark below.
        let top = text(screen)
        #expect(top.contains("page 1/2") && top.contains("Showcase"))
        #expect(top.contains("▼ more") && !top.contains("▲ more") && !top.contains("Pull requests"))
        Snapshot.assert(top, named: "home-default-80x24")
        // Down to the showcase (in view), then to the pull requests: the page scrolls to them.
        _ = screen.handle(.key(.down), at: Self.instant)
        #expect(screen.model.navigation.selection == "showcase-1" && screen.model.navigation.scroll == 0)
        _ = screen.handle(.key(.down), at: Self.instant)
        await screen.deliverAll(at: Self.instant)
        let bottom = text(screen)
        #expect(screen.model.navigation.selection == "pullrequests-1")
        #expect(bottom.contains("Pull requests") && bottom.contains("▲ more") && !bottom.contains("▼ more"))
        Snapshot.assert(bottom, named: "home-default-80x24-scrolled")
        // Page 2: the large clock whole (22 rows), the trophies below it.
        _ = screen.handle(.key(.character("]")), at: Self.instant)
        await screen.deliverAll(at: Self.instant)
        let large = text(screen)
        #expect(large.contains("page 2/2") && large.contains("▼ more") && !large.contains("needs a larger terminal"))
        Snapshot.assert(large, named: "home-default-80x24-large")
        _ = screen.handle(.key(.down), at: Self.instant)
        await screen.deliverAll(at: Self.instant)
        #expect(text(screen).contains("Trophies"))
    }

    @Test func aNarrowTerminalReflowsToTwoColumns() async {
        let screen = await makeScreen(size: CellSize(width: 50, height: 40))
        Snapshot.assert(text(screen), named: "home-default-50x40")
    }

    @Test func themesCycleLive() async {
        let dark = Theme.fallback
        var light = Theme.fallback
        light.name = "light"
        light.palette = .light
        let screen = await makeScreen(themes: [dark, light])
        _ = screen.handle(.key(.character("t")), at: Self.instant)
        #expect(screen.theme.name == "light")
        #expect(screen.engine.environment.colorScheme == .light)
        #expect(text(screen).contains("Theme: light"))
    }

    @Test func reloadingTheSelectedWidgetIsAForegroundReload() async {
        let screen = await makeScreen()
        _ = screen.handle(.key(.character("r")), at: Self.instant.addingTimeInterval(10))
        let requests = screen.step(at: Self.instant.addingTimeInterval(10))
        #expect(requests.map(\.reason) == [.foreground])
        #expect(requests.first?.instance.kind == "clock")
    }

    /// The showcase's `homescreen://showcase` is the home screen's own link: it opens the
    /// widget in a sheet, in its largest family, and runs no program; Esc closes the sheet.
    @Test func enterOnTheShowcaseOpensItInASheet() async {
        let screen = await makeScreen()
        _ = screen.handle(.key(.down), at: Self.instant) // showcase, which has a widgetURL
        _ = screen.frame(at: Self.instant).buffer
        let outcome = screen.handle(.key(.enter), at: Self.instant)
        #expect(outcome.launch == nil)
        #expect(text(screen).contains("─ Showcase ─"))
        #expect(text(screen).contains("Esc close"))
        _ = screen.handle(.key(.escape), at: Self.instant)
        #expect(!text(screen).contains("Esc close"))
    }

    @Test func enterOnAWidgetWithoutURLNamesItsApp() async {
        let screen = await makeScreen()
        _ = screen.frame(at: Self.instant).buffer
        #expect(screen.handle(.key(.enter), at: Self.instant).draw == .redraw) // the clock has no URL
        #expect(text(screen).contains("Open the clock app (small)"))
    }

    @Test func anUnknownKindShowsANoLongerAvailableTile() async {
        var layout = HomeLayout.demo
        layout.pages[0].items[0] = .widget(
            WidgetItem(
                id: WidgetInstanceID(rawValue: "gone-1"), kind: "weather-old", family: .systemSmall,
                column: 0, row: 0, configuration: [:]))
        let screen = await makeScreen(layout: layout)
        let screenText = text(screen)
        #expect(screenText.contains("Widget no longer"))
        #expect(screenText.contains("weather-old"))
    }

    @Test func liveTextAndMinutesAreTheOnlyWakeUps() async {
        let screen = await makeScreen()
        let next = screen.nextWake(after: Self.instant)
        // The clock's next minute entry (09:42) or the status bar's minute, whichever is first;
        // the showcase's timer text is on page 1 and ticks every second.
        #expect(next == Self.instant.addingTimeInterval(1))
        _ = screen.handle(.key(.character("]")), at: Self.instant)
        #expect(screen.nextWake(after: Self.instant) == Self.instant.addingTimeInterval(60))
    }

    /// A tile with live text keeps its layout from frame to frame and draws only the new text:
    /// each frame of a screen drawn at instant after instant is the frame a new screen draws at
    /// that instant, in every cell and style, while the showcase's timer counts down (losing a
    /// digit at 10:00) and its timeline moves to the next entry.
    @Test func aTickingScreenDrawsWhatAFreshScreenDraws() async {
        let ticking = await makeScreen(themes: [.fallback])
        var seen: Set<String> = []
        for offset in [0.0, 1, 2, 3, 59, 60, 61, 299, 300, 301, 899, 900, 3_600] {
            let now = Self.instant.addingTimeInterval(offset)
            let frame = ticking.frame(at: now).buffer
            let fresh = await makeScreen(themes: [.fallback]).frame(at: now).buffer
            let same = frame == fresh
            #expect(same, "at +\(offset) s:\n\(frame.plainText)\nfresh:\n\(fresh.plainText)")
            seen.insert(frame.plainText)
        }
        // The timer's text changed at every one of those instants (15:00 .. 10:00, 9:59 .. 0:00,
        // and the next hour's entry).
        #expect(seen.count == 13)
    }
}

/// The dock and opening URLs through the apps of the config.
@MainActor
struct DockTests {
    let echo = AppEntry(name: "Echo", icon: "◍", scheme: "homescreen", command: ["echo"])
    let notes = AppEntry(name: "Notes", icon: "✎", scheme: nil, command: ["vi"])

    func makeScreen() async -> Pilot {
        let screen = HomeScreen(
            catalog: BundledWidgets.testCatalog, layout: HomeLayout.demo, themes: [.monochrome], themeIndex: 0,
            store: nil, screenSize: CellSize(width: 80, height: 40), timeZone: Fixtures.utc, locale: Fixtures.locale,
            config: HomeConfig(mouse: true, apps: [echo, notes]))
        let pilot = Pilot(screen, size: CellSize(width: 80, height: 40))
        await pilot.start()
        return pilot
    }

    @Test func theDockShowsTheAppsAndTheSelectionReachesIt() async {
        let screen = await makeScreen()
        #expect(screen.frame(at: Fixtures.instant).buffer.plainText.contains("◍ Echo   ✎ Notes"))
        for _ in 0..<4 { _ = screen.handle(.key(.down), at: Fixtures.instant) }
        #expect(screen.selection == "dock:1") // the icon nearest below the last tile
        _ = screen.handle(.key(.left), at: Fixtures.instant)
        #expect(screen.selection == "dock:0")
        #expect(screen.handle(.key(.enter), at: Fixtures.instant).launch == .run(app: echo, arguments: ["echo"], fallback: nil))
        _ = screen.handle(.key(.up), at: Fixtures.instant)
        #expect(screen.selection == "pullrequests-1")
    }

    @Test func enterOnAWidgetOpensItsURLWithTheAppOfItsScheme() async {
        let screen = await makeScreen()
        _ = screen.handle(.key(.down), at: Fixtures.instant) // the showcase, whose widgetURL is homescreen://showcase
        _ = screen.frame(at: Fixtures.instant).buffer
        #expect(
            screen.handle(.key(.enter), at: Fixtures.instant).launch
                == .run(app: echo, arguments: ["echo", "homescreen://showcase"], fallback: ["echo"]))
    }
}

@MainActor
struct MonochromeTests {
    @Test func withoutColorEverythingIsDrawnWithAttributesOnly() async {
        let screen = HomeScreen(
            catalog: BundledWidgets.testCatalog, layout: HomeLayout.demo, themes: [.fallback], themeIndex: 0,
            store: nil, screenSize: CellSize(width: 80, height: 40), timeZone: Fixtures.utc, locale: Fixtures.locale)
        await Pilot(screen, size: CellSize(width: 80, height: 40)).start()
        #expect(screen.frame(at: Fixtures.instant).buffer.cells.contains { $0.style.background != .default })
        screen.useMonochrome()
        let buffer = screen.frame(at: Fixtures.instant).buffer
        #expect(buffer.cells.allSatisfy { $0.style.foreground == .default && $0.style.background == .default })
        #expect(buffer.cells.contains { $0.style.attributes.contains(.dim) }) // secondary text stays distinct
    }
}
