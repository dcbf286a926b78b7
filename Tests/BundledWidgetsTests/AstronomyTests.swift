@testable import BundledWidgets
import Foundation
import Testing

/// The Sun and Moon calculations against reference values.
///
/// Rise, set and civil twilight: computed with PyEphem 4.2.1 (libastro, VSOP87 theory; an
/// algorithm independent of the NOAA equations under test) with the almanac convention of
/// the USNO and NOAA: no atmosphere model (`pressure = 0`), horizon −0°34′ for the upper limb,
/// −6° for the centre in civil twilight. The NOAA-equation package astral 3.2 agrees with them
/// within 45 s everywhere below. Phases of the Moon: the USNO's phase times, which name the
/// eclipses of NASA's catalogue (total solar eclipse 2024-04-08 at new moon, total lunar
/// eclipses 2022-11-08 and 2025-03-14 and 2025-09-07 at full moon).
struct AstronomyTests {
    struct RiseSet: CustomTestStringConvertible, Sendable {
        let place: String
        let latitude: Double, longitude: Double
        /// The UTC date of the day's solar noon.
        let day: String
        let sunrise: String, sunset: String
        let dawn: String?, dusk: String?
        var testDescription: String { "\(place) \(day)" }
    }

    static let riseSet: [RiseSet] = [
        RiseSet(
            place: "Berlin", latitude: 52.5, longitude: 13.366667, day: "2026-11-21",
            sunrise: "2026-11-21T06:38:32Z", sunset: "2026-11-21T15:05:43Z", dawn: "2026-11-21T05:59:42Z", dusk: "2026-11-21T15:44:33Z"),
        RiseSet(
            place: "New York", latitude: 40.7128, longitude: -74.0060, day: "2026-06-21",
            sunrise: "2026-06-21T09:25:03Z", sunset: "2026-06-22T00:30:43Z", dawn: "2026-06-21T08:51:36Z", dusk: "2026-06-22T01:04:10Z"),
        RiseSet(
            place: "Sydney", latitude: -33.8688, longitude: 151.2093, day: "2026-12-21",
            sunrise: "2026-12-20T18:40:38Z", sunset: "2026-12-21T09:05:26Z", dawn: "2026-12-20T18:11:29Z", dusk: "2026-12-21T09:34:34Z"),
        RiseSet(
            place: "Quito", latitude: -0.1807, longitude: -78.4678, day: "2026-03-20",
            sunrise: "2026-03-20T11:17:59Z", sunset: "2026-03-20T23:24:30Z", dawn: "2026-03-20T10:57:20Z", dusk: "2026-03-20T23:45:09Z"),
        // White night: the Sun sets but twilight lasts until it rises again.
        RiseSet(
            place: "Reykjavik", latitude: 64.1466, longitude: -21.9426, day: "2026-06-21",
            sunrise: "2026-06-21T02:55:19Z", sunset: "2026-06-22T00:03:51Z", dawn: nil, dusk: nil),
        RiseSet(
            place: "Tromsø", latitude: 69.6492, longitude: 18.9553, day: "2026-03-01",
            sunrise: "2026-03-01T06:10:12Z", sunset: "2026-03-01T15:44:30Z", dawn: "2026-03-01T05:09:20Z", dusk: "2026-03-01T16:45:37Z"),
        RiseSet(
            place: "Singapore", latitude: 1.3521, longitude: 103.8198, day: "2026-09-23",
            sunrise: "2026-09-22T22:53:58Z", sunset: "2026-09-23T11:00:25Z", dawn: "2026-09-22T22:33:17Z", dusk: "2026-09-23T11:21:05Z"),
        RiseSet(
            place: "Cape Town", latitude: -33.9249, longitude: 18.4241, day: "2026-06-21",
            sunrise: "2026-06-21T05:51:21Z", sunset: "2026-06-21T15:44:52Z", dawn: "2026-06-21T05:23:35Z", dusk: "2026-06-21T16:12:39Z"),
    ]

    static func instant(_ text: String) -> Date {
        (try? Date(text, strategy: .iso8601)) ?? .distantPast
    }

    static func dayNumber(_ day: String) -> Int {
        Int(instant(day + "T00:00:00Z").timeIntervalSince1970 / 86_400)
    }

    @Test(arguments: riseSet)
    func sunriseSunsetAndTwilightWithinAMinute(_ reference: RiseSet) throws {
        let day = SolarDay(
            place: GeoCoordinate(latitude: reference.latitude, longitude: reference.longitude),
            dayNumber: Self.dayNumber(reference.day))
        #expect(day.kind == .normal)
        let pairs: [(String, Date?, String?)] = [
            ("sunrise", day.sunrise, reference.sunrise), ("sunset", day.sunset, reference.sunset),
            ("dawn", day.dawn, reference.dawn), ("dusk", day.dusk, reference.dusk),
        ]
        for (name, computed, expected) in pairs {
            guard let expected else {
                #expect(computed == nil, "\(name) should not happen")
                continue
            }
            let value = try #require(computed, "\(name) missing")
            let error = abs(value.timeIntervalSince(Self.instant(expected)))
            #expect(error <= 60, "\(name) \(value) is \(Int(error)) s from \(expected)")
        }
    }

    @Test func polarDayAndNightAtTromsø() {
        let tromsø = GeoCoordinate(latitude: 69.6492, longitude: 18.9553)
        let midsummer = SolarDay(place: tromsø, dayNumber: Self.dayNumber("2026-06-21"))
        #expect(midsummer.kind == .polarDay)
        #expect(midsummer.sunrise == nil && midsummer.sunset == nil)
        #expect(midsummer.dayLength == 86_400)
        let midwinter = SolarDay(place: tromsø, dayNumber: Self.dayNumber("2026-12-21"))
        #expect(midwinter.kind == .polarNight)
        #expect(midwinter.dayLength == 0)
        // Civil twilight still comes at noon in the polar night at 69.6°N.
        #expect(midwinter.dawn != nil)
    }

    @Test func theMidnightSunAtTheSouthPoleInDecember() {
        let day = SolarDay(place: GeoCoordinate(latitude: -89.9, longitude: 0), dayNumber: Self.dayNumber("2026-12-21"))
        #expect(day.kind == .polarDay)
    }

    /// The first sunrise after the polar night. The Sun grazes the horizon that day, so an
    /// arcminute of declination moves the instant by minutes: PyEphem says 10:34:32 UTC.
    @Test func theSunReturnsToTromsøOnJanuaryFifteenth() throws {
        let place = SkyPlace(
            name: "Tromsø", coordinate: GeoCoordinate(latitude: 69.6492, longitude: 18.9553),
            timeZone: try #require(TimeZone(identifier: "Europe/Oslo")))
        let report = SkyReport(place: place, at: Self.instant("2026-12-21T12:00:00Z"))
        let sunrise = try #require(report.nextSunrise)
        #expect(abs(sunrise.timeIntervalSince(Self.instant("2027-01-15T10:34:32Z"))) < 20 * 60, "\(sunrise)")
        #expect(report.today.kind == .polarNight)
        #expect(!report.sunIsUp)
    }

    /// The first sunset after the midnight sun: it grazes the horizon at local midnight, a
    /// day earlier than noon's declination says (PyEphem: 2026-07-25 22:36:15 UTC).
    @Test func theMidnightSunAtTromsøEndsOnJulyTwentyFifth() throws {
        let place = SkyPlace(
            name: "Tromsø", coordinate: GeoCoordinate(latitude: 69.6492, longitude: 18.9553),
            timeZone: try #require(TimeZone(identifier: "Europe/Oslo")))
        let report = SkyReport(place: place, at: Self.instant("2026-06-21T12:00:00Z"))
        #expect(report.today.kind == .polarDay)
        #expect(report.sunIsUp)
        let sunset = try #require(report.nextSunset)
        #expect(abs(sunset.timeIntervalSince(Self.instant("2026-07-25T22:36:15Z"))) < 20 * 60, "\(sunset)")
    }

    static let phases: [(String, LunarPhases.Principal, String)] = [
        ("2024-04-01T00:00:00Z", .new, "2024-04-08T18:21:00Z"),
        ("2022-11-01T00:00:00Z", .full, "2022-11-08T11:02:00Z"),
        ("2025-03-10T00:00:00Z", .full, "2025-03-14T06:55:00Z"),
        ("2025-09-01T00:00:00Z", .full, "2025-09-07T18:09:00Z"),
        ("2025-09-10T00:00:00Z", .new, "2025-09-21T19:54:00Z"),
    ]

    @Test(arguments: phases)
    func newAndFullMoonsWithinTwoMinutes(_ after: String, _ phase: LunarPhases.Principal, _ expected: String) {
        let computed = LunarPhases.next(phase, after: Self.instant(after))
        #expect(abs(computed.timeIntervalSince(Self.instant(expected))) <= 120, "\(computed)")
    }

    @Test(arguments: [
        ("2024-04-08T18:21:00Z", MoonPhase.Name.newMoon, 0.0), ("2025-03-14T06:55:00Z", .fullMoon, 1.0),
        ("2025-09-07T18:09:00Z", .fullMoon, 1.0),
    ])
    func thePhaseAtAKnownNewOrFullMoon(_ instant: String, _ name: MoonPhase.Name, _ illumination: Double) {
        let phase = MoonPhase(at: Self.instant(instant))
        #expect(phase.name == name)
        #expect(abs(phase.illumination - illumination) < 0.01, "\(phase.illumination)")
    }

    /// Between the eclipses: first quarter 2024-04-15 19:13 UTC, last quarter 2025-03-22 11:29 UTC.
    @Test func quartersAreHalfLitAndNamedByWaxingOrWaning() {
        let first = MoonPhase(at: Self.instant("2024-04-15T19:13:00Z"))
        #expect(first.name == .firstQuarter)
        #expect(abs(first.illumination - 0.5) < 0.02)
        let last = MoonPhase(at: Self.instant("2025-03-22T11:29:00Z"))
        #expect(last.name == .lastQuarter)
        #expect(!last.isWaxing)
        #expect(MoonPhase(at: Self.instant("2024-04-11T12:00:00Z")).name == .waxingCrescent)
        #expect(MoonPhase(at: Self.instant("2025-03-18T12:00:00Z")).name == .waningGibbous)
    }

    @Test func southernObserversSeeTheMoonMirrored() {
        #expect(MoonPhase.Name.waxingCrescent.glyph(southernHemisphere: false) == "🌒")
        #expect(MoonPhase.Name.waxingCrescent.glyph(southernHemisphere: true) == "🌘")
        #expect(MoonPhase.Name.fullMoon.glyph(southernHemisphere: true) == "🌕")
    }

    @Test func zoneTabCoordinatesParse() {
        let rows = ZoneLocations.parse("# comment\nDE,DK\t+5230+01322\tEurope/Berlin\tmost of Germany\nJP\t+353916+1394441\tAsia/Tokyo\n")
        #expect(rows.map(\.0) == ["Europe/Berlin", "Asia/Tokyo"])
        #expect(rows.first?.1 == GeoCoordinate(latitude: 52.5, longitude: 13 + 22.0 / 60))
        let tokyo = rows.last?.1
        #expect(abs((tokyo?.latitude ?? 0) - (35 + 39.0 / 60 + 16.0 / 3_600)) < 1e-9)
        #expect(ZoneLocations.coordinate(iso6709: "-3352+15113") == GeoCoordinate(latitude: -(33 + 52.0 / 60), longitude: 151 + 13.0 / 60))
        #expect(ZoneLocations.coordinate(iso6709: "garbage") == nil)
        #expect(ZoneLocations.coordinate(of: "Etc/UTC") == ZoneLocations.greenwich)
    }
}
