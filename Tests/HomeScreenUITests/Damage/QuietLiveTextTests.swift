import CellGrid
import Foundation
@testable import HomeScreenUI
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// A kick-off countdown in the relative style ("Kick-off in 9 min, 50 sec"), one line: cut
/// on a small tile ("Kick-off in 9 min…"), whole on a medium one.
private struct KickOffEntry: TimelineEntry {
    let date: Date
    let kickOff: Date
}

private struct KickOffProvider: TimelineProvider {
    func placeholder(in context: Context) -> KickOffEntry { KickOffEntry(date: context.date, kickOff: QuietLiveTextTests.kickOff) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (KickOffEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<KickOffEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

/// The run loop's next wake skips the instants at which no cell shown would change: a live
/// text whose seconds are cut off wakes the screen when what is shown of it changes, not each
/// second, and what is on the terminal is what a fresh compose draws at every second between.
@MainActor
struct QuietLiveTextTests {
    nonisolated static let kickOff = Fixtures.instant.addingTimeInterval(9 * 60 + 50)

    private static let catalog = WidgetCatalog([
        StaticConfiguration(kind: "kickoff", provider: KickOffProvider()) { entry in
            VStack {
                Text("Match").bold()
                (Text("Kick-off in ") + Text(entry.kickOff, style: .relative)).lineLimit(1)
            }
        }
        .configurationDisplayName("Kick-off")
        .supportedFamilies([.systemSmall, .systemMedium])
        .descriptor
    ])

    private func pilot(_ family: WidgetFamily) async -> Pilot {
        let layout = HomeLayout(pages: [
            HomePage(items: [.widget(WidgetItem(id: WidgetInstanceID(rawValue: "kickoff-1"), kind: "kickoff", family: family))])
        ])
        let screen = HomeScreen(
            catalog: Self.catalog, layout: layout, themes: [.monochrome], themeIndex: 0, store: nil,
            screenSize: CellSize(width: 80, height: 24), timeZone: Fixtures.utc, locale: Fixtures.locale)
        let pilot = Pilot(screen)
        await pilot.start()
        return pilot
    }

    /// Follows the wakes the screen asks for up to `end`, checking at every second on the way
    /// that the terminal shows what a fresh compose draws then; the offsets of the wakes.
    private func wakes(of pilot: Pilot, until end: TimeInterval) -> [TimeInterval] {
        var offsets: [TimeInterval] = []
        var second = Fixtures.instant
        while let wake = pilot.wake, wake.timeIntervalSince(Fixtures.instant) <= end {
            while second < wake {
                #expect(pilot.screen.wholeFrame(at: second).plainText == pilot.text, "at +\(second.timeIntervalSince(Fixtures.instant)) s")
                second = second.addingTimeInterval(1)
            }
            offsets.append(wake.timeIntervalSince(Fixtures.instant))
            pilot.tick(at: wake)
            #expect(pilot.text == pilot.frameText)
        }
        return offsets
    }

    @Test func aLiveTextCutBeforeItsSecondsWakesOnlyWhenWhatIsShownOfItChanges() async {
        let pilot = await pilot(.systemSmall)
        #expect(pilot.text.contains("Kick-off in 9 min"))
        #expect(!pilot.text.contains("sec"))
        // "9 min…" until "9 min" at +50 s, "8 min…" from +51 s; the status bar's minute at +60 s.
        #expect(wakes(of: pilot, until: 120) == [50, 51, 60, 110, 111, 120])
    }

    @Test func aLiveTextThatShowsItsSecondsStillWakesEachSecond() async {
        let pilot = await pilot(.systemMedium)
        #expect(pilot.text.contains("Kick-off in 9 min, 50 sec"))
        #expect(wakes(of: pilot, until: 15) == (1...15).map(TimeInterval.init))
        #expect(pilot.text.contains("Kick-off in 9 min, 35 sec"))
    }

    @Test func aRandomWalkOfInstantsDrawsWhatAFreshComposeDraws() async {
        let pilot = await pilot(.systemSmall)
        var generator = SeededGenerator(seed: 40)
        var now = Fixtures.instant
        for _ in 0..<40 {
            now = now.addingTimeInterval(Double(Int.random(in: 0...75, using: &generator)))
            pilot.tick(at: now)
            #expect(pilot.text == pilot.screen.wholeFrame(at: now).plainText)
            // Until the wake asked for, nothing shown changes.
            if let wake = pilot.wake, wake > now {
                let between = now.addingTimeInterval(Double(Int.random(in: 0..<Int(wake.timeIntervalSince(now)), using: &generator)))
                #expect(pilot.screen.wholeFrame(at: between).plainText == pilot.text)
            }
        }
    }
}
