import Foundation
import Testing
import TestSupport
import WidgetUI

/// One hour cycle for the whole screen: patterns rewritten into it, and live time text in it
/// whatever the locale's own (issue 39: "00:40" in the status bar, "12:40 AM" in a widget).
struct HourCycleTests {
    @Test(arguments: [
        (HourCycle.h23, "h:mm a", "HH:mm"), (.h23, "h:mm\u{202F}a", "HH:mm"), (.h23, "a h:mm", "HH:mm"),
        (.h23, "MMM d, y, h:mm a", "MMM d, y, HH:mm"), (.h23, "HH:mm", "HH:mm"), (.h23, "K:mm a", "HH:mm"),
        (.h12, "HH:mm", "h:mm a"), (.h12, "H:mm:ss", "h:mm:ss a"), (.h12, "h:mm a", "h:mm a"),
        (.h12, "EEEE", "EEEE"), (.h23, "'at' h 'o''clock' a", "'at' HH 'o''clock'"),
    ])
    func patternsAreWrittenInTheCycle(_ cycle: HourCycle, _ pattern: String, _ expected: String) {
        #expect(cycle.adapting(pattern) == expected)
    }

    @Test func aTimeOfDayInEachCycle() {
        #expect(HourCycle.h23.time(hour: 0, minute: 40) == "00:40")
        #expect(HourCycle.h12.time(hour: 0, minute: 40) == "12:40 AM")
        #expect(HourCycle.h12.time(hour: 12, minute: 5) == "12:05 PM")
        #expect(HourCycle.h12.time(hour: 21, minute: 41, period: false) == "9:41")
    }

    @Test func aLocaleHasItsOwnCycle() {
        #expect(HourCycle.of(Locale(identifier: "en_US")) == .h12)
        #expect(HourCycle.of(Locale(identifier: "de_DE")) == .h23)
    }

    private func render(_ text: Text, hourCycle: HourCycle?, locale: String = "en_US") -> String {
        var context = Fixtures.plainContext(at: Fixtures.instant)
        context.locale = Locale(identifier: locale)
        context.hourCycle = hourCycle
        var environment = Fixtures.environment
        environment.locale = context.locale
        environment.hourCycle = hourCycle
        return ViewRenderer.render(text.lineLimit(1), size: CellSize(width: 30, height: 1), context: context, environment: environment)
            .text.trimmingCharacters(in: .whitespaces)
    }

    @Test func liveTimeTextFollowsTheScreensCycle() {
        let now = Fixtures.instant
        // 09:41 UTC: en_US writes 12-hour times of its own; the screen's cycle wins.
        #expect(render(Text(now, style: .time), hourCycle: nil) == "9:41\u{202F}AM")
        #expect(render(Text(now, style: .time), hourCycle: .h23) == "09:41")
        #expect(render(Text(now, style: .time), hourCycle: .h12, locale: "de_DE") == "9:41 AM")
        #expect(render(Text(now...now.addingTimeInterval(3_600)), hourCycle: .h23) == "09:41 – 10:41")
    }

    @Test func aFixedPatternTakesTheCycle() {
        let format = CachedDateFormat(format: "HH:mm", timeZone: Fixtures.utc, hourCycle: .h12)
        #expect(format.string(from: Fixtures.instant.addingTimeInterval(12 * 3_600)) == "9:41 PM")
    }
}
