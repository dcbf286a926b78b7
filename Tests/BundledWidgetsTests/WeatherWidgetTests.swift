@testable import BundledWidgets
import Foundation
import Synchronization
import LoopbackServer
import Testing
import TestSupport
import WidgetEngine
import WidgetNetwork

/// The weather widget against a loopback Open-Meteo: every family from the documented answer,
/// a place looked up once, an entry each hour, conditional and spaced requests, and what it
/// does offline, after a restart, on a 5xx, a 429 and a malformed answer.
@Suite(.serialized, .needsLibcurl) struct WeatherWidgetTests {
    func configuration(_ harness: NetworkWidgetHarness, place: String = "Berlin", units: String = "metric") -> ConfigValues {
        ["place": .string(place), "server": .string(harness.base), "units": .string(units)]
    }

    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium, .systemLarge, .accessoryInline, .accessoryCircular, .accessoryRectangular])
    func everyFamilyShowsTheForecast(family: WidgetFamily) async throws {
        let harness = try NetworkWidgetHarness()
        defer { harness.finish() }
        let text = try await harness.render("weather", family: family, configuration: configuration(harness))
        Snapshot.assert(text, named: "weather-\(family.rawValue)")
        #expect(text.contains("7°")) // 6.8 °C measured at 09:30
    }

    @Test func imperialUnitsAskForFahrenheit() async throws {
        let harness = try NetworkWidgetHarness()
        defer { harness.finish() }
        let text = try await harness.render("weather", family: .systemSmall, configuration: configuration(harness, units: "imperial"))
        #expect(text.contains("44°")) // 44.2 °F
        #expect(harness.server.requests.contains { $0.query["temperature_unit"] == "fahrenheit" })
    }

    @Test func aNameIsLookedUpOnceEvenAcrossRestarts() async throws {
        let harness = try NetworkWidgetHarness()
        defer { harness.finish() }
        _ = try await harness.timeline("weather", configuration: configuration(harness))
        _ = try await harness.timeline("weather", configuration: configuration(harness), at: Fixtures.instant.addingTimeInterval(7_200))
        #expect(harness.requests(to: "/v1/search") == 1)
        let request = try #require(harness.server.requests.first { $0.path == "/v1/search" })
        #expect(request.query["name"] == "Berlin")
        // The forecast asked for is the looked-up place's.
        #expect(harness.server.requests.contains { $0.query["latitude"] == "52.5244" && $0.query["longitude"] == "13.4105" })
    }

    @Test func coordinatesNeedNoLookUp() async throws {
        let harness = try NetworkWidgetHarness()
        defer { harness.finish() }
        let text = try await harness.render("weather", family: .systemSmall, configuration: configuration(harness, place: "52.52, 13.41"))
        #expect(text.contains("52.52°N 13.41°E"))
        #expect(harness.requests(to: "/v1/search") == 0)
    }

    @Test func anUnknownPlaceSaysSoAndWaitsForANewOne() async throws {
        let harness = try NetworkWidgetHarness()
        defer { harness.finish() }
        let timeline = try await harness.timeline("weather", configuration: configuration(harness, place: "Atlantis"))
        #expect(timeline.policy == .never)
        let text = try await harness.render("weather", configuration: configuration(harness, place: "Atlantis"))
        #expect(text.contains("no place is named Atlantis"))
    }

    @Test func anEntryEachHourForADayAndAReloadAsTheForecastAges() async throws {
        let harness = try NetworkWidgetHarness()
        defer { harness.finish() }
        let timeline = try await harness.timeline("weather", configuration: configuration(harness))
        #expect(timeline.entries.count == 25)
        #expect(timeline.entries[1].date == Date(timeIntervalSince1970: 1_795_255_200)) // 10:00 UTC
        #expect(timeline.policy == .after(Fixtures.instant.addingTimeInterval(30 * 60)))
        // The hour shown moves on with no request: at 15:00 UTC (16:00 in Berlin) the
        // forecast of that hour shows.
        let later = try await harness.render(
            "weather", family: .systemSmall, configuration: configuration(harness), at: Date(timeIntervalSince1970: 1_795_273_200))
        #expect(later.contains("Clear sky"))
    }

    @Test func noRequestWithinTheIntervalAndAConditionalOneAfter() async throws {
        let harness = try NetworkWidgetHarness()
        defer { harness.finish() }
        _ = try await harness.timeline("weather", configuration: configuration(harness))
        _ = try await harness.timeline("weather", configuration: configuration(harness), at: Fixtures.instant.addingTimeInterval(20 * 60))
        #expect(harness.requests(to: "/v1/forecast") == 1)
        _ = try await harness.timeline("weather", configuration: configuration(harness), at: Fixtures.instant.addingTimeInterval(31 * 60))
        let forecasts = harness.server.requests.filter { $0.path == "/v1/forecast" }
        #expect(forecasts.count == 2)
        #expect(forecasts.last?.header("if-none-match") != nil)
        #expect(forecasts.last?.header("if-modified-since") == "Sat, 21 Nov 2026 08:00:00 GMT")
    }

    @Test func offlineTheLastForecastStaysMarkedWithItsAgeAndWhatFailed() async throws {
        let harness = try NetworkWidgetHarness()
        defer { harness.finish() }
        _ = try await harness.timeline("weather", configuration: configuration(harness))
        harness.server.stop()
        let later = Fixtures.instant.addingTimeInterval(3_600)
        let text = try await harness.render("weather", family: .systemMedium, configuration: configuration(harness), at: later)
        Snapshot.assert(text, named: "weather-medium-offline")
        #expect(NetworkWidgetHarness.flat(text).contains("⚠ as of 09:41 · 127.0.0.1: could not connect (connection refused)"))
        // On a screen of 12-hour times the age is written so too (issue 39: one hour cycle).
        let twelve = try await harness.render(
            "weather", family: .systemMedium, configuration: configuration(harness), at: later, hourCycle: .h12)
        #expect(NetworkWidgetHarness.flat(twelve).contains("⚠ as of 9:41 AM · 127.0.0.1: could not connect"), "\(twelve)")
        // And the coming hours (12:00 to 16:00 in Berlin).
        #expect(NetworkWidgetHarness.flat(twelve).contains("Berlin 12PM 1PM 2PM 3PM 4PM"), "\(twelve)")
        // The tries back off: the interval after the first failure, then twice it.
        let first = try await harness.timeline("weather", configuration: configuration(harness), at: later.addingTimeInterval(30 * 60))
        #expect(first.policy == .after(later.addingTimeInterval(90 * 60)))
    }

    @Test func aRestartWithTheServerDownShowsTheLastForecastAtOnce() async throws {
        let harness = try NetworkWidgetHarness()
        defer { harness.finish() }
        _ = try await harness.timeline("weather", configuration: configuration(harness))
        harness.server.stop()
        // New widgets, as a new process makes them: only the cache folder carries over.
        let restarted = harness.catalog
        let text = try await harness.render(
            "weather", family: .systemSmall, configuration: configuration(harness), at: Fixtures.instant.addingTimeInterval(45 * 60),
            in: restarted)
        #expect(text.contains("Berlin"))
        #expect(text.contains("⚠"))
    }

    @Test func aServerErrorKeepsTheForecastAndATooManyRequestsWaitsForRetryAfter() async throws {
        let failing = Mutex<Int?>(nil)
        let harness = try NetworkWidgetHarness { request in
            if let status = failing.withLock({ $0 }), request.path == "/v1/forecast" {
                return .answer(
                    status: status, headers: ["Retry-After": "7200"], body: Data(#"{"error": true, "reason": "overloaded"}"#.utf8))
            }
            return FixtureAPIs.reply(to: request)
        }
        defer { harness.finish() }
        _ = try await harness.timeline("weather", configuration: configuration(harness))
        failing.withLock { $0 = 500 }
        let later = Fixtures.instant.addingTimeInterval(3_600)
        let text = try await harness.render("weather", family: .systemLarge, configuration: configuration(harness), at: later)
        #expect(NetworkWidgetHarness.flat(text).contains("⚠ as of 09:41 · 127.0.0.1: HTTP 500 Internal Server Error: overloaded"))
        #expect(text.contains("Berlin"))
        failing.withLock { $0 = 429 }
        let muchLater = later.addingTimeInterval(3 * 3_600)
        let timeline = try await harness.timeline("weather", configuration: configuration(harness), at: muchLater)
        // Retry-After (2 h) is later than the back-off (the third failure: 2 h too at 30 min);
        // either way nothing is asked for before it.
        let next = try #require(timeline.policy.afterDate)
        #expect(next >= muchLater.addingTimeInterval(7_200))
        let asked = harness.requests(to: "/v1/forecast")
        _ = try await harness.timeline("weather", configuration: configuration(harness), at: muchLater.addingTimeInterval(3_600))
        #expect(harness.requests(to: "/v1/forecast") == asked)
    }

    @Test func aMalformedAnswerFailsThatReloadOnlyAndIsLoggedWithoutSecrets() async throws {
        let broken = Mutex(false)
        let harness = try NetworkWidgetHarness { request in
            if broken.withLock({ $0 }), request.path == "/v1/forecast" { return .text("{\"hourly\": [", contentType: "application/json") }
            return FixtureAPIs.reply(to: request)
        }
        defer { harness.finish() }
        _ = try await harness.timeline("weather", configuration: configuration(harness))
        broken.withLock { $0 = true }
        let later = Fixtures.instant.addingTimeInterval(3_600)
        let text = try await harness.render("weather", family: .systemLarge, configuration: configuration(harness), at: later)
        #expect(NetworkWidgetHarness.flat(text).contains("127.0.0.1: malformed answer: Unexpected end of file"))
        #expect(text.contains("Berlin"))
        let logged = TestLog.records().map(\.message).filter { $0.contains("malformed answer") }
        #expect(!logged.isEmpty)
        #expect(logged.allSatisfy { $0.contains("/v1/forecast?") && $0.contains("latitude=…") && !$0.contains("52.5244") })
        broken.withLock { $0 = false }
        // The next reload, an interval on, is fresh again.
        let fresh = try await harness.render(
            "weather", family: .systemLarge, configuration: configuration(harness), at: later.addingTimeInterval(31 * 60))
        #expect(!fresh.contains("⚠"))
    }

    @Test func aPlaceOutOfRangeIsRefusedAtSave() throws {
        #expect(WeatherPlace.validation("100, 13") != nil)
        #expect(WeatherPlace.validation("52.52, 13.41") == nil)
        #expect(WeatherPlace.validation("Berlin") == nil)
        #expect(WeatherIntent.serverValidation("not a url") != nil)
    }
}
