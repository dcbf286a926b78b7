@testable import BundledWidgets
import Foundation
import LoopbackServer
import Synchronization
import Testing
import TestSupport
import WidgetEngine
import WidgetNetwork

/// The site status widget against loopback sites: status and latency of each, checked at once;
/// a site down raising relevance; Retry-After honoured per site; no network keeping the last
/// known states, marked.
@Suite(.serialized) struct SiteStatusWidgetTests {
    /// The real client with its times fixed, so renders are the same at every run.
    struct FixedLatency: HTTPTransport {
        let client = HTTPClient(proxies: ProxySettings())
        func send(_ request: HTTPRequest) async -> Result<HTTPResponse, HTTPFailure> {
            await client.send(request).map { response in
                var fixed = response
                fixed.transfer.firstByteSeconds = 0.042
                return fixed
            }
        }
    }

    func catalog(_ harness: NetworkWidgetHarness) -> WidgetCatalog {
        WidgetCatalog(NetworkWidgets(folders: harness.folders, timeZone: Fixtures.utc, transport: FixedLatency()).descriptors)
    }

    func configuration(_ harness: NetworkWidgetHarness, _ paths: [String]) -> ConfigValues {
        ["urls": .string(paths.map { harness.base + $0 }.joined(separator: ",")), "minutes": .integer(20)]
    }

    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium, .systemLarge, .accessoryInline])
    func eachSiteWithItsStatusAndLatency(family: WidgetFamily) async throws {
        let harness = try NetworkWidgetHarness()
        defer { harness.finish() }
        let text = try await harness.render(
            "sites", family: family, configuration: configuration(harness, ["/status/200", "/status/500", "/status/204"]),
            in: catalog(harness))
        Snapshot.assert(text.replacingOccurrences(of: "\(harness.server.port)", with: "PORT"), named: "sites-\(family.rawValue)")
        #expect(text.contains("1 down"))
    }

    @Test func aSiteDownRaisesRelevanceAndAllUpDoesNot() async throws {
        let harness = try NetworkWidgetHarness()
        defer { harness.finish() }
        let down = try await harness.timeline("sites", configuration: configuration(harness, ["/status/200", "/status/503"]))
        #expect(down.entries.first?.relevance?.score == 100)
        let up = try await harness.timeline("sites", configuration: configuration(harness, ["/status/200", "/status/301"]))
        #expect(up.entries.first?.relevance?.score == 0)
        #expect(up.policy == .after(Fixtures.instant.addingTimeInterval(1_200)))
    }

    @Test func sitesAreCheckedAtOnceSoASlowOneHoldsNoneUp() async throws {
        // The slow site answers only once the other site's check has arrived: checked one
        // after the other, the first would wait for ever (and time out).
        let gate = LoopbackGate()
        let harness = try NetworkWidgetHarness { request in
            if request.path == "/slow" { return .stalled(status: 200, body: Data("ok".utf8), sentBytes: 0, gate: gate) }
            gate.open()
            return .status(200)
        }
        defer { harness.finish() }
        let text = try await harness.render("sites", family: .systemLarge, configuration: configuration(harness, ["/slow", "/fast"]))
        #expect(text.contains("all up"))
    }

    @Test func aThrottledSiteIsNotCheckedBeforeItsRetryAfter() async throws {
        let harness = try NetworkWidgetHarness()
        defer { harness.finish() }
        _ = try await harness.timeline("sites", configuration: configuration(harness, ["/status/429", "/status/200"]))
        _ = try await harness.timeline(
            "sites", configuration: configuration(harness, ["/status/429", "/status/200"]), at: Fixtures.instant.addingTimeInterval(60))
        #expect(harness.requests(to: "/status/429") == 1)
        #expect(harness.requests(to: "/status/200") == 2)
        _ = try await harness.timeline(
            "sites", configuration: configuration(harness, ["/status/429", "/status/200"]), at: Fixtures.instant.addingTimeInterval(121))
        #expect(harness.requests(to: "/status/429") == 2)
    }

    @Test func withNoNetworkTheLastStatesStayMarked() async throws {
        let harness = try NetworkWidgetHarness()
        defer { harness.finish() }
        _ = try await harness.render("sites", configuration: configuration(harness, ["/status/200", "/status/500"]), in: catalog(harness))
        harness.server.stop()
        let later = Fixtures.instant.addingTimeInterval(1_200)
        let timeline = try await harness.timeline(
            "sites", configuration: configuration(harness, ["/status/200", "/status/500"]), at: later, in: catalog(harness))
        #expect(timeline.entries.first?.relevance?.score == 0)
        let text = try await harness.render(
            "sites", family: .systemLarge, configuration: configuration(harness, ["/status/200", "/status/500"]), at: later,
            in: catalog(harness))
        let flat = NetworkWidgetHarness.flat(text)
        #expect(flat.contains("200 · 42 ms"))
        #expect(flat.contains("⚠ as of 09:41 · no site answered: connection refused"))
    }

    @Test func aSingleSiteThatDoesNotAnswerIsDown() async throws {
        let harness = try NetworkWidgetHarness { _ in .reset }
        defer { harness.finish() }
        let text = try await harness.render("sites", family: .systemLarge, configuration: configuration(harness, ["/gone"]))
        #expect(NetworkWidgetHarness.flat(text).contains("1 down"))
        #expect(NetworkWidgetHarness.flat(text).contains("connection reset by peer"))
    }
}
