import BundledWidgets
import CellGrid
import Foundation
@testable import HomeScreenUI
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// A kick-off countdown in the relative style ("Kick-off in 9 min, 50 sec"), one line: in its
/// narrow form on a small tile ("Kick-off in 9m 50s"), whole on a medium one; with a longer
/// prefix, cut even in its narrow form on a small tile ("Next kick-off 9 m…").
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
/// text whose seconds are cut off (even in its narrow form) wakes the screen when what is shown
/// of it changes, not each second; one that shows its seconds, whole or in its narrow form,
/// wakes it each second. What is on the terminal is what a fresh compose draws at every second
/// between.
@MainActor
struct QuietLiveTextTests {
    nonisolated static let kickOff = Fixtures.instant.addingTimeInterval(9 * 60 + 50)

    /// The countdown after `prefix` ("Kick-off in " as kind "kickoff", "Next kick-off " as
    /// "nextkickoff": two cells more, too many for "9m 50s" on a small tile).
    private static func kickOff(_ kind: String, prefix: String) -> WidgetDescriptor {
        StaticConfiguration(kind: kind, provider: KickOffProvider()) { entry in
            VStack {
                Text("Match").bold()
                Text("\(prefix)\(entry.kickOff, style: .relative)").lineLimit(1)
            }
        }
        .configurationDisplayName("Kick-off")
        .supportedFamilies([.systemSmall, .systemMedium])
        .descriptor
    }

    private static let catalog = WidgetCatalog([
        kickOff("kickoff", prefix: "Kick-off in "), kickOff("nextkickoff", prefix: "Next kick-off "),
    ])

    private func pilot(_ family: WidgetFamily, kind: String = "kickoff", catalog: WidgetCatalog = Self.catalog) async -> Pilot {
        let layout = HomeLayout(pages: [
            HomePage(items: [.widget(WidgetItem(id: WidgetInstanceID(rawValue: "\(kind)-1"), kind: kind, family: family))])
        ])
        let screen = HomeScreen(
            catalog: catalog, layout: layout, themes: [.monochrome], themeIndex: 0, store: nil,
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

    @Test func aLiveTextCutEvenInItsNarrowFormWakesOnlyWhenWhatIsShownOfItChanges() async {
        let pilot = await pilot(.systemSmall, kind: "nextkickoff")
        #expect(pilot.text.contains("Next kick-off 9 m…"))
        #expect(!pilot.text.contains("sec"))
        // "9 m…" until "9m" at +50 s, "8 m…" from +51 s; the status bar's minute at +60 s.
        #expect(wakes(of: pilot, until: 120) == [50, 51, 60, 110, 111, 120])
    }

    /// While the screen ticks each second for something else (a running activity's elapsed
    /// time), the cut text's tile is not drawn again: the frame's damage is the strip's row.
    @Test func aCutLiveTextBesideARunningActivityIsNotDrawnAgainEachSecond() async throws {
        var catalog = Self.catalog
        catalog.registerActivity(try #require(BundledWidgets.testCatalog.activity(forKind: "build")))
        let pilot = await pilot(.systemSmall, kind: "nextkickoff", catalog: catalog)
        #expect(pilot.send(.control(.activity(try ActivityStripTests.record()))).reply?.ok == true)
        for second in 1...45 {
            pilot.tick(at: Fixtures.instant.addingTimeInterval(TimeInterval(second)))
            #expect(pilot.text == pilot.screen.wholeFrame(at: pilot.now).plainText, "at +\(second) s")
            // The activity's start takes a whole frame, and the tile is drawn once more after it.
            guard second > 2 else { continue }
            #expect(pilot.terminal.lastDamage == [CellRect(x: 0, y: 0, width: 80, height: 1)], "at +\(second) s")
        }
        #expect(pilot.text.contains("Next kick-off 9 m…"))
    }

    @Test func aLiveTextInItsNarrowFormShowsItsSecondsAndWakesEachSecond() async {
        // Before the narrow form, "Kick-off in 9 min…" on this tile woke at +50 s first.
        let pilot = await pilot(.systemSmall)
        #expect(pilot.text.contains("Kick-off in 9m 50s"))
        Snapshot.assert(pilot.text, named: "kickoff-small-narrow")
        #expect(wakes(of: pilot, until: 15) == (1...15).map(TimeInterval.init))
        #expect(pilot.text.contains("Kick-off in 9m 35s"))
    }

    @Test func aLiveTextThatShowsItsSecondsStillWakesEachSecond() async {
        let pilot = await pilot(.systemMedium)
        #expect(pilot.text.contains("Kick-off in 9 min, 50 sec"))
        #expect(wakes(of: pilot, until: 15) == (1...15).map(TimeInterval.init))
        #expect(pilot.text.contains("Kick-off in 9 min, 35 sec"))
    }

    @Test(arguments: ["kickoff", "nextkickoff"])
    func aRandomWalkOfInstantsDrawsWhatAFreshComposeDraws(_ kind: String) async {
        let pilot = await pilot(.systemSmall, kind: kind)
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
