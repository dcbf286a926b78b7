import Archive
import Foundation
import Testing
import TestSupport
import WidgetUI

struct DateTextTests {
    private let now = Fixtures.instant

    private func render(_ text: Text, at instant: Date) -> String {
        ViewRenderer.render(
            text.lineLimit(1), size: CellSize(width: 24, height: 1), context: Fixtures.plainContext(at: instant),
            environment: Fixtures.environment
        ).text.trimmingCharacters(in: .whitespaces)
    }

    @Test(arguments: [
        (Text.DateStyle.time, 0.0, "9:41\u{202F}AM"), (.date, 0, "November 21, 2026"),
        (.relative, 7_500, "2 hr, 5 min"), (.relative, -45, "45 sec"), (.relative, 90_000, "1 day, 1 hr"),
        (.relative, 3_600, "1 hr"), (.offset, 7_200, "+2 hours"), (.offset, -300, "-5 minutes"),
        (.timer, 3_723, "1:02:03"), (.timer, -65, "1:05"),
    ])
    func dateStyles(_ style: Text.DateStyle, _ offset: TimeInterval, _ expected: String) {
        #expect(render(Text(now.addingTimeInterval(offset), style: style), at: now) == expected)
    }

    /// Formatted texts are remembered (a live tile shows the same dates every second) and the
    /// memory is cleared when full: every date, remembered, new or after a clearing, shows the
    /// text a fresh formatter gives.
    @Test func rememberedDateTextsStayRight() throws {
        let formatter = DateFormatter()
        formatter.locale = Fixtures.environment.locale
        formatter.timeZone = Fixtures.utc
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        // More minutes than are remembered, twice over, the second pass in another order.
        let minutes = Array(0..<300) + Array(0..<300).reversed()
        for minute in minutes {
            let date = now.addingTimeInterval(Double(minute) * 60)
            #expect(render(Text(date, style: .time), at: now) == formatter.string(from: date))
        }
    }

    /// As in SwiftUI, a view's `.environment(\.timeZone, z)` decides the zone of its dates; text
    /// in no set zone follows the zone the host draws in (UTC in these fixtures).
    @Test func aTimeZoneSetInTheEnvironmentChoosesTheZoneOfDateText() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let view = VStack(alignment: .leading, spacing: 0) {
            Text(now, style: .time)
            Text(now, style: .time).environment(\.timeZone, tokyo)
        }
        let node = ViewResolver.resolve(view)
        let rendered = ViewRenderer.render(node, size: CellSize(width: 10, height: 2), context: Fixtures.plainContext(at: now))
        #expect(
            rendered.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } == ["9:41\u{202F}AM", "6:41\u{202F}PM"])
        // The zone is part of the archive, so a cached timeline shows the same.
        var archive = ArchiveWriter()
        try archive.write(node)
        var reader = ArchiveReader(archive.bytes)
        #expect(try reader.read(ViewNode.self) == node)
        #expect(try ViewNode(jsonDocument: node.jsonDocument()) == node)
    }

    @Test func liveTextChangesWithTheInstantWithoutNewContent() {
        let node = ViewResolver.resolve(Text(now.addingTimeInterval(60), style: .timer))
        #expect(node.containsLiveContent)
        let at = { (instant: Date) in
            ViewRenderer.render(node, size: CellSize(width: 5, height: 1), context: Fixtures.plainContext(at: instant)).text
        }
        #expect(at(now) == "1:00 ")
        #expect(at(now.addingTimeInterval(30)) == "0:30 ")
    }

    @Test func timerIntervalCountsDownAndStops() {
        let text = Text(timerInterval: now...now.addingTimeInterval(600), countsDown: true)
        #expect(render(text, at: now) == "10:00")
        #expect(render(text, at: now.addingTimeInterval(61)) == "8:59")
        #expect(render(text, at: now.addingTimeInterval(900)) == "0:00")
        let up = Text(timerInterval: now...now.addingTimeInterval(600), countsDown: false)
        #expect(render(up, at: now.addingTimeInterval(61)) == "1:01")
    }

    @Test func dateRangesOnOneDay() {
        #expect(render(Text(now...now.addingTimeInterval(3_600)), at: now) == "9:41\u{202F}AM – 10:41\u{202F}AM") // ICU writes a narrow no-break space before AM
    }

    @Test func timerProgressBarFillsAsTimePasses() {
        let view = ProgressView(timerInterval: now...now.addingTimeInterval(100), countsDown: false).frame(width: 70)
        let at = { (instant: Date) in
            ViewRenderer.render(view, size: CellSize(width: 10, height: 1), context: Fixtures.plainContext(at: instant)).text
        }
        #expect(at(now) == "──────────")
        #expect(at(now.addingTimeInterval(50)) == "━━━━━─────")
        #expect(at(now.addingTimeInterval(100)) == "━━━━━━━━━━")
    }

    /// The instant a live date text next reads differently, as the painter formats it: the
    /// text is the same just before it and different just after it.
    @Test(arguments: [
        (Text.DateStyle.relative, 90_000.5), (.relative, 30 * 3_600 + 17), (.relative, 7_500.5), (.relative, 4_000.25),
        (.relative, -3_700), (.relative, -90_000.75), (.offset, 7_200.5), (.offset, -300), (.offset, 200_000), (.offset, -86_500),
    ])
    func aLiveDateChangesAtItsNextChange(_ style: Text.DateStyle, _ offset: TimeInterval) throws {
        let date = now.addingTimeInterval(offset)
        let change = try #require(TextContent.date(date, style: style).nextChange(after: now))
        #expect(change > now, "not every second")
        let text = render(Text(date, style: style), at: now)
        #expect(render(Text(date, style: style), at: change.addingTimeInterval(-0.01)) == text, "unchanged until then")
        #expect(render(Text(date, style: style), at: change.addingTimeInterval(0.5)) != text, "changed just after")
    }

    @Test func secondsDisplaysChangeEverySecondAndFixedTextNever() {
        #expect(TextContent.date(now.addingTimeInterval(45), style: .relative).nextChange(after: now) == now)
        #expect(TextContent.date(now.addingTimeInterval(45), style: .timer).nextChange(after: now) == now)
        #expect(
            TextContent.timer(from: now, to: now.addingTimeInterval(60), countsDown: true, pauseTime: nil).nextChange(after: now) == now)
        #expect(TextContent.date(now, style: .time).nextChange(after: now) == nil)
        #expect(TextContent.verbatim("fixed").nextChange(after: now) == nil)
    }
}
