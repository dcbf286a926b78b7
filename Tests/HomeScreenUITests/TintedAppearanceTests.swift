import BundledWidgets
import CellGrid
import Foundation
import HomeScreenUI
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// The tinted appearance (`T`, or `appearance = "tinted"` in config.toml): tiles are drawn in
/// the theme's tinted colors at once, and every widget is asked for its timeline again in the
/// accented mode, free of budget (views read the mode when archived).
@MainActor
struct TintedAppearanceTests {
    static let instant = Fixtures.instant
    let theme = Theme.fallback

    func makeScreen(config: HomeConfig = .defaults) async -> Pilot {
        let screen = Pilot(

            HomeScreen(
                catalog: BundledWidgets.testCatalog, layout: HomeLayout.demo, themes: [theme], themeIndex: 0, store: nil,
                screenSize: CellSize(width: 80, height: 40), timeZone: Fixtures.utc, locale: Fixtures.locale, config: config),
            at: Self.instant)
        screen.startHoldingCalls()
        await screen.deliverAll(at: Self.instant)
        return screen
    }

    private func backgrounds(_ buffer: CellBuffer) -> Set<TerminalColor> {
        Set(buffer.cells.map(\.style.background))
    }

    /// The background colors inside the first tile (the demo's clock) of `screen`'s `frame`.
    private func tileBackgrounds(_ frame: HomeFrame, of screen: Pilot) -> Set<TerminalColor> {
        guard let tile = screen.hitTargets.first?.frame else { return [] }
        var colors = Set<TerminalColor>()
        for y in tile.minY..<tile.maxY {
            for x in tile.minX..<tile.maxX { if let cell = frame.buffer[x, y] { colors.insert(cell.style.background) } }
        }
        return colors
    }

    @Test func tPaintsTheTilesTintedAndReloadsEveryWidgetAccented() async {
        let screen = await makeScreen()
        #expect(screen.engine.environment.widgetRenderingMode == .fullColor)
        #expect(!backgrounds(screen.frame(at: Self.instant).buffer).contains(theme.tinted.material))

        let now = Self.instant.addingTimeInterval(10)
        _ = screen.handle(.key(.character("T")), at: now)
        #expect(screen.engine.environment.widgetRenderingMode == .accented)
        // Drawn at once from the archives already held, in the tinted colors.
        let frame = screen.frame(at: now)
        #expect(tileBackgrounds(frame, of: screen) == [theme.tinted.material])
        #expect(frame.buffer.plainText.contains("Tinted appearance"))
        // And every widget on screen is asked again, free of budget.
        let requests = screen.step(at: now, monotonic: 10).compactMap(\.providerRequest)
        #expect(!requests.isEmpty)
        #expect(requests.allSatisfy { $0.reason == .foreground })

        await screen.deliverAll(at: now)
        _ = screen.handle(.key(.character("T")), at: now)
        #expect(screen.engine.environment.widgetRenderingMode == .fullColor)
        #expect(!backgrounds(screen.frame(at: now).buffer).contains(theme.tinted.material))
    }

    @Test func theConfigFileCanStartTinted() async {
        let screen = await makeScreen(config: HomeConfig(tinted: true))
        #expect(screen.engine.environment.widgetRenderingMode == .accented)
        #expect(backgrounds(screen.frame(at: Self.instant).buffer).contains(theme.tinted.material))
    }
}
