import CellGrid
import Foundation
import HomeScreenUI
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// What `Activity.request / update / end` and `ActivityContent`'s stale date and relevance
/// score change on screen: iOS-style calls (KettleActivity.swift) whose changes go through an
/// ``ActivityControlSink`` into the running home screen, on a manual clock, and the strip in
/// the top row as it draws each one.
@MainActor
@Suite(.serialized) struct ActivityLifeStripTests {
    /// A home screen with an empty page (the top row is the strip's alone), a sink that hands it
    /// each change as the control socket would, and the clock both read.
    @MainActor
    private struct Rig {
        let pilot: Pilot
        let sink: ActivityControlSink
        let clock: ManualClock
        /// How many of the posted changes of each id were handed to the sink.
        var handed: [String: Int] = [:]

        /// Hands the sink the changes `ids` posted since the last call, in order, and waits for them.
        mutating func deliver(_ ids: [String]) async {
            var seen: [String: Int] = [:]
            for change in ActivityCenter.posted {
                let id: String
                switch change {
                case let .start(_, changed, _, _, _, _), let .update(changed, _, _, _, _), let .end(changed, _, _): id = changed
                }
                guard ids.contains(id) else { continue }
                seen[id, default: 0] += 1
                if seen[id, default: 0] > handed[id, default: 0] { sink.receive(change) }
            }
            handed.merge(seen) { $1 }
            await sink.flush()
        }

        /// The top row at `instant`, with its styles.
        func strip(at instant: Date) -> CellBuffer {
            clock.set(instant)
            pilot.tick(at: instant)
            let frame = pilot.screen.frame(at: instant).buffer
            return frame.cropped(to: CellRect(x: 0, y: 0, width: frame.size.width, height: 1))
        }
    }

    /// The activities in the strip, left to right, as "name degrees".
    private static func order(_ strip: CellBuffer) -> [String] {
        strip.plainText.components(separatedBy: "☕ ").dropFirst().map { part in
            part.split(separator: " ").prefix(2).joined(separator: " ").replacingOccurrences(of: "⟲", with: "")
        }
    }

    /// Whether the first activity's cells (after the marker) are dimmed, as an ended one's are.
    private static func isDimmed(_ strip: CellBuffer) -> Bool {
        (1..<8).allSatisfy { strip[$0, 0]?.style.attributes.contains(.dim) == true }
    }

    private func rig() async -> Rig {
        let pilot = Pilot(
            HomeScreen(
                catalog: WidgetCatalog(KettleLiveActivity().descriptors), layout: HomeLayout(pages: [HomePage()]), themes: [.monochrome],
                themeIndex: 0, store: nil, screenSize: CellSize(width: 48, height: 12), timeZone: Fixtures.utc, locale: Fixtures.locale))
        await pilot.start()
        let clock = ManualClock(now: Fixtures.instant)
        let sink = ActivityControlSink(
            catalog: WidgetCatalog(KettleLiveActivity().descriptors),
            send: { message in await pilot.receive(message, at: clock.now) }, file: nil, clock: { clock.now })
        return Rig(pilot: pilot, sink: sink, clock: clock)
    }

    @Test func requestUpdateAndEndAreEachDrawnInTheStripUntilTheDismissalTime() async throws {
        var rig = await rig()
        let start = Fixtures.instant
        rig.clock.set(start)
        let kettle = try Activity.request(
            attributes: KettleAttributes(name: "kettle"), content: ActivityContent(state: .init(degrees: 40), staleDate: nil))
        await rig.deliver([kettle.id])
        let requested = rig.strip(at: start.addingTimeInterval(1))
        #expect(requested.plainText.contains("☕ kettle 40°"), "\(requested.plainText)")

        rig.clock.set(start.addingTimeInterval(10))
        await kettle.update(ActivityContent(state: .init(degrees: 85), staleDate: nil))
        await rig.deliver([kettle.id])
        let updated = rig.strip(at: start.addingTimeInterval(11))
        #expect(updated.plainText.contains("☕ kettle 85°"), "\(updated.plainText)")

        rig.clock.set(start.addingTimeInterval(20))
        await kettle.end(ActivityContent(state: .init(degrees: 100), staleDate: nil), dismissalPolicy: .after(start.addingTimeInterval(80)))
        await rig.deliver([kettle.id])
        #expect(kettle.activityState == .ended)
        let ended = rig.strip(at: start.addingTimeInterval(21))
        #expect(ended.plainText.contains("☕ kettle 100°"), "\(ended.plainText)")
        #expect(Self.isDimmed(ended) && !Self.isDimmed(requested) && !Self.isDimmed(updated))
        let lastSecond = rig.strip(at: start.addingTimeInterval(79))
        #expect(lastSecond.plainText.contains("kettle 100°"))
        let dismissed = rig.strip(at: start.addingTimeInterval(80))
        #expect(!dismissed.plainText.contains("kettle"))

        Snapshot.assert(
            [
                "Activity.request (40°), 1 s later:", requested.styledText,
                "activity.update (85°):", updated.styledText,
                "activity.end (100°), dismissal policy .after(60 s later):", ended.styledText,
                "59 s after the end:", lastSecond.plainText,
                "at the dismissal date:", dismissed.plainText,
            ].joined(separator: "\n"), named: "activity-request-update-end")
    }

    @Test func aContentPastItsStaleDateIsMarkedAndTheMoreRelevantComesFirst() async throws {
        var rig = await rig()
        let start = Fixtures.instant
        rig.clock.set(start)
        let kettle = try Activity.request(
            attributes: KettleAttributes(name: "kettle"),
            content: ActivityContent(state: .init(degrees: 60), staleDate: start.addingTimeInterval(60), relevanceScore: 10))
        let pot = try Activity.request(
            attributes: KettleAttributes(name: "pot"),
            content: ActivityContent(state: .init(degrees: 30), staleDate: nil, relevanceScore: 50))
        await rig.deliver([kettle.id, pot.id])
        let fresh = rig.strip(at: start.addingTimeInterval(59))
        #expect(Self.order(fresh) == ["pot 30°", "kettle 60°"], "\(fresh.plainText)")
        #expect(!fresh.plainText.contains("⟲"))

        let stale = rig.strip(at: start.addingTimeInterval(60))
        #expect(Self.order(stale) == ["pot 30°", "kettle 60°"] && stale.plainText.contains("kettle 60°⟲"), "\(stale.plainText)")

        rig.clock.set(start.addingTimeInterval(70))
        await kettle.update(ActivityContent(state: .init(degrees: 70), staleDate: start.addingTimeInterval(600), relevanceScore: 90))
        await rig.deliver([kettle.id, pot.id])
        let promoted = rig.strip(at: start.addingTimeInterval(71))
        #expect(Self.order(promoted) == ["kettle 70°", "pot 30°"], "\(promoted.plainText)")
        #expect(!promoted.plainText.contains("⟲"))

        Snapshot.assert(
            [
                "relevanceScore 50 (pot) before 10 (kettle); the kettle's staleDate 60 s on, 1 s before it:", fresh.plainText,
                "at its staleDate (⟲):", stale.plainText,
                "an update: relevanceScore 90, staleDate 10 min on:", promoted.plainText,
            ].joined(separator: "\n"), named: "activity-content-stale-relevance")
        await kettle.end(nil, dismissalPolicy: .immediate)
        await pot.end(nil, dismissalPolicy: .immediate)
    }
}
