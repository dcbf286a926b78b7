@testable import BundledWidgets
import Foundation
import Testing
import TestSupport
import WidgetEngine

/// The Sun and Moon widget: every family live, placeholder and privacy at a fixed instant
/// and zone, polar day and night, the error views, and a day of its timeline.
struct SunMoonWidgetTests {
    static let catalog = BundledWidgets.catalog(timeZone: Fixtures.utc)

    /// Berlin, times in Berlin's zone.
    static let berlin: ConfigValues = [
        "latitude": .string("52.52"), "longitude": .string("13.405"),
        "timeZone": .string("Europe/Berlin"), "name": .string("Berlin"),
    ]
    static let tromsø: ConfigValues = [
        "latitude": .string("69.6492"), "longitude": .string("18.9553"),
        "timeZone": .string("Europe/Oslo"), "name": .string("Tromsø"),
    ]
    static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]

    private func render(
        _ family: WidgetFamily, _ values: ConfigValues = berlin, _ choice: WidgetRenderer.EntryChoice = .current,
        at instant: Date = Fixtures.instant, redaction: RedactionReasons = []
    ) async throws -> String {
        try await WidgetRenderer.render(
            kind: SunMoonWidget.kind, in: Self.catalog, family: family, entry: choice, configuration: values,
            context: Fixtures.plainContext(at: instant, redaction: redaction)
        ).text
    }

    @Test(arguments: families)
    func live(_ family: WidgetFamily) async throws {
        let text = try await render(family)
        #expect(text.contains("Berlin"))
        Snapshot.assert(text, named: "sunmoon-\(family.shortName)-live")
    }

    @Test(arguments: families)
    func placeholder(_ family: WidgetFamily) async throws {
        let text = try await render(family, Self.berlin, .placeholder)
        #expect(text.contains("▆"))
        #expect(!text.contains("Berlin"))
        Snapshot.assert(text, named: "sunmoon-\(family.shortName)-placeholder")
    }

    /// The place gives away where you live: its name and coordinates are masked when locked.
    @Test func privacyMasksThePlace() async throws {
        let text = try await render(.systemLarge, redaction: .privacy)
        #expect(!text.contains("Berlin"))
        #expect(!text.contains("52.52°N"))
        #expect(text.contains("Sunrise"))
        Snapshot.assert(text, named: "sunmoon-large-privacy")
    }

    @Test func berlinInNovemberShowsTheTimesOfItsZone() async throws {
        let words = try await render(.systemMedium).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        // Sunrise 07:38 and sunset 16:05 CET on 2026-11-21 at 52.52°N 13.405°E.
        #expect(words.contains("Sunrise 07:38"))
        #expect(words.contains("Sunset 16:05"))
        #expect(words.contains("Waxing Gibbous 86%"))
    }

    @Test(arguments: [
        ("2026-06-21T12:00:00Z", "polar-day", "The sun does not set"),
        ("2026-12-21T12:00:00Z", "polar-night", "The sun does not rise"),
    ])
    func polarCases(_ instant: String, _ name: String, _ words: String) async throws {
        let date = try Date(instant, strategy: .iso8601)
        let small = try await render(.systemSmall, Self.tromsø, at: date)
        #expect(small.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(words), "\(small)")
        Snapshot.assert(small, named: "sunmoon-small-\(name)")
        Snapshot.assert(try await render(.systemMedium, Self.tromsø, at: date), named: "sunmoon-medium-\(name)")
    }

    @Test func theHourBeforeSunsetCountsDownLive() async throws {
        let day = SolarDay(place: GeoCoordinate(latitude: 52.52, longitude: 13.405), dayNumber: 20_778)
        let sunset = try #require(day.sunset)
        let text = try await render(.systemSmall, at: sunset.addingTimeInterval(-1_800))
        #expect(text.contains("in 30 min"), "\(text)")
        #expect(!(try await render(.systemSmall, at: sunset.addingTimeInterval(-3_700))).contains("in 1 hr"))
    }

    @Test(arguments: [
        (["latitude": ConfigValue.string("north"), "longitude": .string("13.4")], "latitude \"north\" is not a number of degrees"),
        (["latitude": .string("95"), "longitude": .string("13.4")], "latitude \"95\" is not a number of degrees from -90"),
        (["latitude": .string("52.5")], "longitude is empty; set both latitude and longitude"),
        (["timeZone": .string("Europe/Berln")], "timeZone \"Europe/Berln\" is not a time zone"),
    ])
    func errorViewsSayWhatToFix(_ values: ConfigValues, _ expected: String) async throws {
        let text = try await render(.systemMedium, values)
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains(expected), "\(text)")
        #expect(words.contains("Check settings"))
    }

    @Test func anUnknownZoneErrorViewSnapshot() async throws {
        Snapshot.assert(try await render(.systemSmall, ["timeZone": .string("Europe/Berln")]), named: "sunmoon-small-error")
    }

    @Test func emptyCoordinatesTakeTheZonesCity() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let place = try SkyPlace.resolve(name: "", latitude: "", longitude: "", timeZone: "", machineZone: tokyo).get()
        #expect(place.name == "Tokyo")
        #expect(abs(place.coordinate.latitude - 35.65) < 0.01)
        let utc = try SkyPlace.resolve(name: "", latitude: "", longitude: "", timeZone: "UTC", machineZone: tokyo).get()
        #expect(utc.name == "Greenwich")
    }

    /// From 09:41 UTC: entries at the hour before sunset, sunset, dusk and Berlin's midnight,
    /// where it asks again for the next day's dawn and sunrise.
    @Test func aDayOfEntriesAtEachEventWithOneReloadAtMidnight() async throws {
        let records = await TimelineSimulation(catalog: Self.catalog).run(
            kind: SunMoonWidget.kind, family: .systemSmall,
            configuration: Self.berlin, from: Fixtures.instant, for: 86_400)
        let reloads = records.filter { $0.event == .reload }
        #expect(reloads.map(\.reason) == ["placed", "policy"])
        #expect(reloads.last?.date == (try Date("2026-11-21T23:00:00Z", strategy: .iso8601)))
        let shown = records.filter { $0.event == .show }
        let times = shown.map { $0.date.formatted(.iso8601.time(includingFractionalSeconds: false)) }
        // now; sunset − 1 h, sunset, dusk; midnight (the old timeline's last entry, then the
        // new one's first); dawn, sunrise (UTC).
        #expect(times.map { String($0.prefix(5)) } == ["09:41", "14:05", "15:05", "15:44", "23:00", "23:00", "06:01", "06:40"], "\(times)")
        #expect(shown.map { $0.relevance?.score } == [0, 1, 1, 0, 0, 0, 0, 0])
        #expect(shown[1].relevance?.duration == 5_400)
    }
}
