@testable import BundledWidgets
import Foundation
import Testing
import TestSupport
import WidgetEngine

/// The clock's parameters: the main zone, the world clocks, unknown names, and day and
/// night from the Sun at each zone's city.
struct ClockWidgetTests {
    static let catalog = BundledWidgets.catalog(timeZone: Fixtures.utc)

    private func render(_ family: WidgetFamily, _ values: ConfigValues, at instant: Date = Fixtures.instant) async throws -> String {
        try await WidgetRenderer.render(
            kind: ClockWidget.kind, in: Self.catalog, family: family, configuration: values,
            context: Fixtures.plainContext(at: instant)
        ).text
    }

    @Test func theMainZoneIsAParameter() async throws {
        let text = try await render(.accessoryInline, ["timeZone": .string("Asia/Kolkata")])
        #expect(text.contains("15:11 Sat 21 Nov"))
        let small = try await render(.systemSmall, ["timeZone": .string("America/New_York")])
        #expect(small.contains("New York"))
    }

    @Test func worldClocksAreAParameterInOrder() async throws {
        let text = try await render(
            .systemLarge,
            [
                "timeZone": .string("UTC"),
                "worldClocks": .string(" Asia/Tokyo,America/Sao_Paulo ,, Pacific/Auckland"),
            ])
        let rows = text.split(separator: "\n").filter { $0.contains("☀") || $0.contains("☾") }
        #expect(rows.count == 3)
        #expect(rows.first?.contains("Tokyo") == true)
        #expect(rows.last?.contains("Auckland") == true)
        Snapshot.assert(text, named: "clock-large-world-clocks")
    }

    /// The Sun's height in each world clock's city is worked out only for the families that
    /// show the world clocks (small and medium do not: their timelines came slower for it).
    @Test(arguments: [(WidgetFamily.systemSmall, 0), (.systemMedium, 0), (.accessoryInline, 0), (.systemLarge, 7)])
    func worldClocksAreWorkedOutOnlyWhereShown(_ family: WidgetFamily, _ count: Int) async {
        let provider = ClockProvider(machineZone: Fixtures.utc)
        let context = TimelineProviderContext(family: family, date: Fixtures.instant)
        let timeline = await provider.timeline(for: ClockIntent(), in: context)
        #expect(timeline.entries.count == 60)
        #expect(timeline.entries.allSatisfy { $0.worldClocks.count == count })
        #expect(provider.placeholder(in: context).worldClocks.count == count)
    }

    @Test(arguments: [("timeZone", "Mars/Olympus"), ("worldClocks", "Europe/Paris, Europe/Pariss")])
    func anUnknownZoneIsNamedInTheWidget(_ parameter: String, _ value: String) async throws {
        let text = try await render(.systemMedium, [parameter: .string(value)])
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let bad = value.split(separator: ",").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? value
        #expect(words.contains("\(parameter): \"\(bad)\" is not a time zone"), "\(text)")
        Snapshot.assert(text, named: "clock-medium-error-\(parameter)")
    }

    @Test func anUnknownZoneStopsAsking() async throws {
        let descriptor = try #require(Self.catalog.descriptor(forKind: ClockWidget.kind))
        let timeline = try await descriptor.provider.timeline(
            in: TimelineProviderContext(family: .systemSmall, date: Fixtures.instant),
            environment: Fixtures.environment,
            configuration: ["timeZone": .string("Mars/Olympus")])
        #expect(timeline.entries.count == 1)
        #expect(timeline.policy == .never)
    }

    /// At 18:41 in Tokyo in late November the Sun has set (16:28), though 07:00–19:00 would
    /// call it day; in Reykjavik at 11:00 it has risen (10:40) though a fixed rule would too.
    @Test func dayAndNightFollowTheSunAtTheZonesCity() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(!ClockZones.isDaytime(in: tokyo, at: Fixtures.instant))
        #expect(ClockZones.isDaytime(in: tokyo, at: Fixtures.instant.addingTimeInterval(-6 * 3_600)))
        let reykjavik = try #require(TimeZone(identifier: "Atlantic/Reykjavik"))
        #expect(!ClockZones.isDaytime(in: reykjavik, at: Fixtures.instant.addingTimeInterval(-41 * 60)))
        #expect(ClockZones.isDaytime(in: reykjavik, at: Fixtures.instant.addingTimeInterval(79 * 60)))
    }

    @Test func aDayIsTwentyFourHourlyTimelinesOfMinutes() async {
        let records = await TimelineSimulation(catalog: Self.catalog).run(
            kind: ClockWidget.kind, family: .systemSmall,
            configuration: ["timeZone": .string("UTC")],
            from: Fixtures.instant, for: 86_400)
        let reloads = records.filter { $0.event == .reload }
        #expect(reloads.count == 25)
        #expect(reloads.dropFirst().allSatisfy { $0.reason == "policy" })
        #expect(records.filter { $0.event == .show }.count >= 1_440)
    }
}

/// The clock's formats against the calendar: times of day from the zone's offset, across a
/// change to summer time, and the day's texts the same for every minute of the day.
struct ClockFormatTests {
    private func date(_ text: String) throws -> Date {
        try #require(try? Date(text, strategy: .iso8601))
    }

    @Test func timesOfDayAgreeWithTheCalendarAcrossAChangeToSummerTime() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let format = ClockFormat(timeZone: berlin)
        // Clocks in Berlin went from 02:00 to 03:00 at 01:00 UTC on 29 March 2026.
        #expect(format.time(try date("2026-03-29T00:59:59Z")) == "01:59")
        #expect(format.time(try date("2026-03-29T01:00:00Z")) == "03:00")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = berlin
        var instant = try date("2026-03-28T22:00:00Z")
        for _ in 0..<(60 * 8) {
            let parts = calendar.dateComponents([.hour, .minute], from: instant)
            #expect(format.time(instant) == String(format: "%02d:%02d", parts.hour ?? -1, parts.minute ?? -1))
            instant += 60
        }
        #expect(ClockFormat(timeZone: .gmt).time(try date("1969-12-31T23:59:30Z")) == "23:59") // before 1970
    }

    @Test func offsetsInHoursAndMinutes() throws {
        let kolkata = try #require(TimeZone(identifier: "Asia/Kolkata"))
        let stJohns = try #require(TimeZone(identifier: "America/St_Johns"))
        let instant = try date("2026-11-21T09:41:00Z")
        #expect(ClockFormat(timeZone: kolkata).offset(from: .gmt, at: instant) == "+5:30h")
        #expect(ClockFormat(timeZone: stJohns).offset(from: .gmt, at: instant) == "-3:30h")
        #expect(ClockFormat(timeZone: .gmt).offset(from: kolkata, at: instant) == "-5:30h")
        #expect(ClockFormat(timeZone: stJohns).cityName == "St Johns")
    }

    @Test func theDaysTextsAreTheSameAllDayAndChangeAtMidnight() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let format = ClockFormat(timeZone: tokyo)
        // Midnight in Tokyo is 15:00 UTC.
        #expect(format.shortDate(try date("2026-11-20T15:00:00Z")) == "Sat 21 Nov")
        #expect(format.shortDate(try date("2026-11-21T14:59:00Z")) == "Sat 21 Nov")
        #expect(format.longDate(try date("2026-11-21T14:59:00Z")) == "21 November 2026")
        #expect(format.weekday(try date("2026-11-21T15:00:00Z")) == "Sunday")
        #expect(format.shortDate(try date("2026-11-20T14:59:00Z")) == "Fri 20 Nov")
    }
}
