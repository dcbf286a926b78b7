@testable import BundledWidgets
import Foundation
import LoopbackServer
import Synchronization
import Testing
import TestSupport
import WidgetEngine
import WidgetNetwork

/// Calendars subscribed to by URL: read by the same RFC 5545 reader as files, beside the
/// folder's; fetched at most every configured interval, conditionally; kept and marked when
/// the server is away; secret addresses kept out of the log and the widget.
@Suite(.serialized) struct CalendarSubscriptionTests {
    func catalog(_ harness: NetworkWidgetHarness) -> WidgetCatalog {
        WidgetCatalog([CalendarWidget(folders: harness.folders, transport: HTTPClient(proxies: ProxySettings())).body.descriptor])
    }

    func configuration(_ url: String, minutes: Int = 60, folder: String? = nil) -> ConfigValues {
        var values: ConfigValues = ["subscriptions": .string(url), "minutes": .integer(minutes)]
        if let folder { values["folder"] = .string(folder) }
        return values
    }

    @Test func aSubscribedCalendarShowsItsEventsThroughTheSameReader() async throws {
        let harness = try NetworkWidgetHarness()
        defer { harness.finish() }
        let text = try await harness.render(
            "calendar", family: .systemLarge, configuration: configuration(harness.base + "/calendars/team.ics"), in: catalog(harness))
        Snapshot.assert(text, named: "calendar-subscribed-large")
        #expect(text.contains("Team stand-up")) // a weekly rule in its VTIMEZONE
        #expect(text.contains("Retrospective"))
        #expect(!text.contains("⚠")) // the default folder, missing, is no problem with a subscription
    }

    @Test func subscriptionsJoinTheFolderFiles() async throws {
        let harness = try NetworkWidgetHarness()
        defer { harness.finish() }
        let folder = harness.home.appendingPathComponent("calendars")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let local =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:lunch@local\r\nDTSTAMP:20261101T080000Z\r\n"
            + "DTSTART:20261121T120000Z\r\nDTEND:20261121T130000Z\r\nSUMMARY:Lunch with Ana\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        try Data(local.utf8).write(to: folder.appendingPathComponent("mine.ics"))
        let text = try await harness.render(
            "calendar", family: .systemLarge, configuration: configuration(harness.base + "/calendars/team.ics", folder: folder.path),
            in: catalog(harness))
        #expect(text.contains("Team stand-up"))
        #expect(text.contains("Lunch with Ana"))
    }

    @Test func fetchedAtMostEveryIntervalAndConditionally() async throws {
        let harness = try NetworkWidgetHarness()
        defer { harness.finish() }
        let values = configuration(harness.base + "/calendars/team.ics", minutes: 60)
        for minutes in [0.0, 30, 59] {
            _ = try await harness.timeline(
                "calendar", configuration: values, at: Fixtures.instant.addingTimeInterval(minutes * 60), in: catalog(harness))
        }
        #expect(harness.requests(to: "/calendars/team.ics") == 1)
        _ = try await harness.timeline(
            "calendar", configuration: values, at: Fixtures.instant.addingTimeInterval(61 * 60), in: catalog(harness))
        #expect(harness.requests(to: "/calendars/team.ics") == 2)
        #expect(harness.server.requests.last?.header("if-none-match") != nil)
    }

    @Test func withTheServerAwayTheEventsStayMarked() async throws {
        let harness = try NetworkWidgetHarness()
        defer { harness.finish() }
        let values = configuration(harness.base + "/calendars/team.ics")
        _ = try await harness.timeline("calendar", configuration: values, in: catalog(harness))
        harness.server.stop()
        let text = try await harness.render(
            "calendar", family: .systemLarge, configuration: values, at: Fixtures.instant.addingTimeInterval(61 * 60), in: catalog(harness))
        #expect(text.contains("Retrospective"))
        #expect(NetworkWidgetHarness.flat(text).contains("⚠ 127.0.0.1/team.ics: as of 09:41 · could not connect (connection refused)"))
    }

    @Test func anAnswerThatIsNotACalendarFailsThatFetchOnly() async throws {
        let broken = Mutex(false)
        let harness = try NetworkWidgetHarness { request in
            broken.withLock { $0 } ? .text("<html>Sign in</html>", contentType: "text/html") : FixtureAPIs.reply(to: request)
        }
        defer { harness.finish() }
        let values = configuration(harness.base + "/calendars/team.ics")
        _ = try await harness.timeline("calendar", configuration: values, in: catalog(harness))
        broken.withLock { $0 = true }
        let text = try await harness.render(
            "calendar", family: .systemLarge, configuration: values, at: Fixtures.instant.addingTimeInterval(61 * 60), in: catalog(harness))
        #expect(text.contains("Retrospective"))
        #expect(NetworkWidgetHarness.flat(text).contains("as of 09:41 · malformed answer: not an iCalendar file"))
    }

    @Test func aSecretAddressIsKeptOutOfTheLogAndTheWidget() async throws {
        let secret = "private-8d3f0a9c1e7b4f2aa6c5d1e9b0f3a7c2"
        let harness = try NetworkWidgetHarness { _ in .status(404) }
        defer { harness.finish() }
        let url = harness.base + "/calendar/ical/ana%40example.com/\(secret)/basic.ics?key=s3cr3tKEY"
        let text = try await harness.render("calendar", family: .systemLarge, configuration: configuration(url), in: catalog(harness))
        #expect(NetworkWidgetHarness.flat(text).contains("127.0.0.1/basic.ics: HTTP 404 Not Found"))
        let logged = TestLog.records().map(\.message).joined(separator: "\n")
        #expect(logged.contains("/calendar/ical/…/…/basic.ics?key=…"))
        for secretPart in [secret, "s3cr3tKEY", "ana%40example.com", "ana@example.com"] {
            #expect(!logged.contains(secretPart))
            #expect(!text.contains(secretPart))
        }
    }

    @Test func webcalIsReadAsHTTPSAndOtherSchemesAreRefusedAtSave() {
        #expect(
            URLList.urls("webcal://p12-caldav.icloud.com/published/2/abc").first?.absoluteString
                == "https://p12-caldav.icloud.com/published/2/abc")
        #expect(URLList.validation("ftp://example.com/cal.ics") != nil)
    }
}
