import Foundation
import Testing
import TestSupport
@testable import WidgetUI

/// A live date in the relative or offset style falls back to its narrow form ("9m 50s" for
/// "9 min, 50 sec") where the full form would be cut, so a countdown keeps its seconds in a
/// small room; only a room too narrow for the narrow form as well is cut, in the full form.
struct NarrowDateTextTests {
    private let now = Fixtures.instant
    /// Nine minutes and fifty seconds after the fixtures' instant.
    private var kickOff: Date { now.addingTimeInterval(9 * 60 + 50) }

    private func rendering(_ text: Text, width: Int) -> ViewRendering {
        let node = ViewResolver.resolve(text.lineLimit(1), in: Fixtures.environment)
        return ViewRendering(node, size: CellSize(width: width, height: 1), context: Fixtures.plainContext(at: now))
    }

    /// What `text` shows in `width` cells at `offset` seconds after the fixtures' instant,
    /// drawn afresh.
    private func shown(_ text: Text, width: Int, at offset: TimeInterval) -> String {
        rendering(text, width: width).render(at: now.addingTimeInterval(offset)).text.trimmingCharacters(in: .whitespaces)
    }

    @Test(
        arguments: [
            (590, "9m 50s"), (3_900, "1h 5m"), (3_600, "1h"), (183_659, "2d 3h"), (12.9, "12s"), (0, "0s"), (-45, "45s"),
        ] as [(TimeInterval, String)])
    func theNarrowRelativeFormKeepsTheTwoLargestUnitsAbbreviated(_ interval: TimeInterval, _ expected: String) {
        #expect(DateTextFormatter.narrowRelative(abs(interval)) == expected)
    }

    @Test(arguments: [(300, "+5m"), (-7_200, "-2h"), (45, "+45s"), (90_000, "+1d"), (0, "+0s")] as [(TimeInterval, String)])
    func theNarrowOffsetFormKeepsItsSignedLargestUnitAbbreviated(_ interval: TimeInterval, _ expected: String) {
        #expect(DateTextFormatter.narrowOffset(interval) == expected)
    }

    @Test func aNarrowRoomShowsTheNarrowFormWithItsSecondsChangingEachSecond() {
        // "Kick-off in 9 min, 50 sec" takes 25 cells; a small tile's 18 took "Kick-off in 9 min…".
        let text = Text("Kick-off in \(kickOff, style: .relative)")
        let kept = rendering(text, width: 18)
        let expected = [
            0: "Kick-off in 9m 50s", 1: "Kick-off in 9m 49s", 2: "Kick-off in 9m 48s", 40: "Kick-off in 9m 10s",
            41: "Kick-off in 9m 9s", 50: "Kick-off in 9 min", 51: "Kick-off in 8m 59s",
        ]
        for (offset, text) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(kept.render(at: now.addingTimeInterval(Double(offset))).text.trimmingCharacters(in: .whitespaces) == text)
        }
        // At +50 s the full form, "9 min", fits. Every second shows its own seconds, as a
        // fresh render does, and is a change to wake for.
        for offset in 0..<60 {
            let instant = now.addingTimeInterval(Double(offset))
            #expect(kept.render(at: instant).buffer == rendering(text, width: 18).render(at: instant).buffer)
            #expect(kept.nextVisibleChange(after: instant) == instant.addingTimeInterval(1))
        }
    }

    @Test func aCountdownsNextSecondKeepsTheNarrowFormsLayout() {
        let kept = rendering(Text("Kick-off in \(kickOff, style: .relative)"), width: 18)
        for offset in 0..<10 { _ = kept.render(at: now.addingTimeInterval(Double(offset))) }
        // "9m 50s" to "9m 41s": the same clusters each second, painted again in place.
        #expect(kept.layoutCount == 1)
    }

    @Test func aRoomThatHoldsTheFullFormKeepsIt() {
        let text = Text("Kick-off in \(kickOff, style: .relative)")
        #expect(shown(text, width: 25, at: 0) == "Kick-off in 9 min, 50 sec")
        #expect(shown(text, width: 40, at: 0) == "Kick-off in 9 min, 50 sec")
        #expect(shown(text, width: 40, at: 1) == "Kick-off in 9 min, 49 sec")
        // Text without a narrow form is cut as before.
        #expect(shown(Text("Kick-off in \(timerInterval: now...kickOff)"), width: 14, at: 0) == "Kick-off in 9…")
    }

    @Test func aRoomTooNarrowForTheNarrowFormCutsTheFullForm() {
        let text = Text("Kick-off in \(kickOff, style: .relative)")
        #expect(shown(text, width: 17, at: 0) == "Kick-off in 9 mi…")
        // "9m 9s" fits where "9m 10s" did not.
        #expect(shown(text, width: 17, at: 41) == "Kick-off in 9m 9s")
        #expect(shown(text, width: 16, at: 41) == "Kick-off in 9 m…")
    }

    @Test func hoursDaysAndOffsetsFallBackToTheirNarrowForms() {
        let inAnHour = Text("Ends in \(now.addingTimeInterval(3_900), style: .relative)")
        #expect(shown(inAnHour, width: 19, at: 0) == "Ends in 1 hr, 5 min")
        #expect(shown(inAnHour, width: 13, at: 0) == "Ends in 1h 5m")
        let inDays = Text("Due in \(now.addingTimeInterval(2 * 86_400 + 3 * 3_600), style: .relative)")
        #expect(shown(inDays, width: 12, at: 0) == "Due in 2d 3h")
        let offset = Text("Starts \(now.addingTimeInterval(300), style: .offset)")
        #expect(shown(offset, width: 17, at: 0) == "Starts +5 minutes")
        #expect(shown(offset, width: 10, at: 0) == "Starts +5m")
    }

    @Test func wideAndEmojiPrefixesAreMeasuredInCells() {
        // "開始まで" takes eight cells: with "9m 50s", fourteen.
        let japanese = Text("開始まで\(kickOff, style: .relative)")
        #expect(shown(japanese, width: 21, at: 0) == "開始まで9 min, 50 sec")
        #expect(shown(japanese, width: 14, at: 0) == "開始まで9m 50s")
        #expect(shown(japanese, width: 13, at: 0).hasSuffix("…"))
        // "⚽" takes two cells: "⚽ Kick-off 9m 50s" takes eighteen.
        let ball = Text("⚽ Kick-off \(kickOff, style: .relative)")
        #expect(shown(ball, width: 18, at: 0) == "⚽ Kick-off 9m 50s")
        #expect(shown(ball, width: 17, at: 0).hasSuffix("…"))
    }

    @Test func aStyledConcatenationFallsBackAsOneText() {
        let text = Text("Kick-off in ").bold() + Text(kickOff, style: .relative).foregroundColor(.orange)
        #expect(shown(text, width: 18, at: 0) == "Kick-off in 9m 50s")
    }
}
