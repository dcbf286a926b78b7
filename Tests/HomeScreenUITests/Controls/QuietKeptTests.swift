import CellGrid
import Foundation
import HomeScreenUI
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// Do Not Disturb, switched with its control, is kept in the state folder's `appearance.json`
/// and is on again at the next start, as a Focus stays on across a restart on iOS.
@MainActor
struct QuietKeptTests {
    static func screen(switches: HostSwitches, folder: URL) -> HomeScreen {
        let screen = HomeScreen(
            catalog: WidgetCatalog([]), layout: HomeLayout(pages: [HomePage(items: [])]), themes: [.monochrome], themeIndex: 0,
            store: nil, screenSize: CellSize(width: 80, height: 24), timeZone: Fixtures.utc, locale: Fixtures.locale,
            switches: switches)
        screen.rememberAppearance(in: folder, memory: AppearanceMemory.load(from: folder), defaults: HomeConfig())
        return screen
    }

    @Test func doNotDisturbIsKeptForTheNextStart() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hs-quiet-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: folder) }

        let switches = HostSwitches()
        let first = Pilot(Self.screen(switches: switches, folder: folder))
        await first.start()
        #expect(AppearanceMemory.load(from: folder).quiet == nil, "nothing switched, nothing written")
        switches.change { $0.quiet = true }
        first.tick(at: Fixtures.instant.addingTimeInterval(1))
        #expect(AppearanceMemory.load(from: folder).quiet == true)

        // The next start: on before anything is pressed, and its control reads it so.
        let nextSwitches = HostSwitches()
        let next = Pilot(Self.screen(switches: nextSwitches, folder: folder))
        await next.start()
        #expect(nextSwitches.current.quiet)
        nextSwitches.change { $0.quiet = false }
        next.tick(at: Fixtures.instant.addingTimeInterval(2))
        #expect(AppearanceMemory.load(from: folder).quiet == false)
    }
}
