import CellGrid
import Foundation
import HomeScreenUI
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// The Pause Reloads control on the home screen, on a manual clock: while on, the status line
/// says so, a widget's due reload does not run and the screen does not wake for it; off, the
/// reload due runs once.
@MainActor
struct PauseReloadsScreenTests {
    struct StampEntry: TimelineEntry {
        let date: Date
    }

    /// Shows when it was reloaded (seconds after the start); reloads 630 s later.
    struct StampProvider: TimelineProvider {
        func placeholder(in context: Context) -> StampEntry { StampEntry(date: context.date) }
        func getSnapshot(in context: Context, completion: @escaping @Sendable (StampEntry) -> Void) {
            completion(placeholder(in: context))
        }
        func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<StampEntry>) -> Void) {
            completion(Timeline(entries: [StampEntry(date: context.date)], policy: .after(context.date.addingTimeInterval(630))))
        }
    }

    static let catalog = WidgetCatalog([
        StaticConfiguration(kind: "stamp", provider: StampProvider()) { entry in
            Text("reloaded at \(Int(entry.date.timeIntervalSince(Fixtures.instant)))")
        }
        .supportedFamilies([.systemSmall])
        .descriptor
    ])

    @Test func pausedReloadsWaitWithoutWakingAndRunOnceWhenResumed() async {
        let switches = HostSwitches()
        let layout = HomeLayout(pages: [
            HomePage(items: [.widget(WidgetItem(id: WidgetInstanceID(rawValue: "stamp-1"), kind: "stamp", family: .systemSmall))])
        ])
        let pilot = Pilot(
            HomeScreen(
                catalog: Self.catalog, layout: layout, themes: [.monochrome], themeIndex: 0, store: nil,
                screenSize: CellSize(width: 80, height: 24), timeZone: Fixtures.utc, locale: Fixtures.locale, switches: switches))
        await pilot.start()
        await pilot.runCalls()
        #expect(pilot.text.contains("reloaded at 0"))
        #expect(pilot.screen.nextWake(after: Fixtures.instant.addingTimeInterval(601)) == Fixtures.instant.addingTimeInterval(630))

        switches.change { $0.pausesReloads = true }
        pilot.tick(at: Fixtures.instant.addingTimeInterval(1))
        #expect(pilot.text.contains("reloads paused"))
        // Only the status bar's minute wakes the screen, not the reload due at 630 s.
        #expect(pilot.screen.nextWake(after: Fixtures.instant.addingTimeInterval(601)) == Fixtures.instant.addingTimeInterval(660))
        #expect(pilot.tick(at: Fixtures.instant.addingTimeInterval(700)).calls.isEmpty)
        #expect(pilot.text.contains("reloaded at 0"))

        switches.change { $0.pausesReloads = false }
        #expect(pilot.tick(at: Fixtures.instant.addingTimeInterval(710)).calls.count == 1)
        await pilot.runCalls()
        #expect(pilot.text.contains("reloaded at 710"))
        #expect(!pilot.text.contains("reloads paused"))
    }
}
