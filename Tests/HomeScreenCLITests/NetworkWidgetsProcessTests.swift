import BundledWidgets
import Foundation
@testable import HomeScreenCLI
import LoopbackServer
import Testing
import TestSupport
@testable import WidgetEngine

/// The network widgets in the process the home screen runs them in (`homescreen extension
/// serve`, its data limited to 48 MB), all asked at once against a loopback server: six feeds
/// (one of 10,000 items, two 50 MB bodies), the weather, GitHub, sites and a subscribed
/// calendar. Each answers, so the process stayed within its limit.
struct NetworkWidgetsProcessTests {
    static let instant = Date(timeIntervalSince1970: 1_795_254_060)

    @Test func everyNetworkWidgetAnswersAtOnceWithinTheExtensionsMemoryLimit() async throws {
        let server = try FixtureAPIs.server()
        defer { server.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("hs-net-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let host = [
            "PATH": "/usr/bin:/bin", "HOME": home.path, "XDG_CACHE_HOME": home.path + "/cache", "LANG": "C.UTF-8",
            "GITHUB_TOKEN": "ghp_processTest",
        ]
        let hosting = WidgetHosting(linked: WidgetHostingTests.linked, server: WidgetHostingTests.server, host: host)
        let client = try #require(hosting.client)
        defer { client.stop() }
        #expect(client.configuration.memoryLimit == 48 << 20)
        let base = "http://127.0.0.1:\(server.port)"
        let feeds = ["/feeds/rss.xml", "/feeds/atom.xml", "/feeds/feed.json", "/feeds/large.xml", "/huge", "/huge-stream"].map { base + $0 }
        let asked: [(String, ConfigValues)] = [
            ("feeds", ["feeds": .string(feeds.joined(separator: ","))]),
            ("weather", ["place": .string("Berlin"), "server": .string(base)]),
            ("github", ["server": .string(base)]),
            ("sites", ["urls": .string(["/status/200", "/status/503", "/status/429"].map { base + $0 }.joined(separator: ","))]),
            ("calendar", ["subscriptions": .string(base + "/calendars/team.ics")]),
        ]
        let results = await withTaskGroup(of: (String, Result<ArchivedTimeline, ProviderFailure>?).self) { group in
            for (index, (kind, configuration)) in asked.enumerated() {
                group.addTask {
                    let instance = WidgetInstance(
                        id: WidgetInstanceID(rawValue: kind), kind: kind, family: .systemLarge, configuration: configuration)
                    let request = ProviderRequest(
                        token: UInt64(index + 1), instance: instance, reason: .placed, date: Self.instant,
                        deadline: Self.instant.addingTimeInterval(30))
                    var environment = EnvironmentValues()
                    environment.timeZone = TimeZone(identifier: "UTC") ?? .current
                    environment.widgetFamily = .systemLarge
                    let result = await ProviderRunner(catalog: hosting.catalog).timeline(
                        for: request, context: TimelineProviderContext(family: .systemLarge, date: Self.instant), environment: environment,
                        limits: .standard, limit: .seconds(30))
                    return (kind, result)
                }
            }
            var results: [String: Result<ArchivedTimeline, ProviderFailure>?] = [:]
            for await (kind, result) in group { results[kind] = result }
            return results
        }
        for (kind, _) in asked {
            let timeline = try #require(try results[kind]??.get(), "\(kind) failed: \(String(describing: results[kind]))")
            #expect(!timeline.entries.isEmpty)
        }
        let feedView = try #require(try results["feeds"]??.get()).entries[0].view
        let feedText = WidgetRenderer.render(
            feedView, family: .systemLarge, context: RenderContext(now: Self.instant, palette: .monochrome)
        )
        .text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(feedText.contains("Post 10000"))
        #expect(feedText.contains("the answer is larger than 8 MB"))
        // The token reached the widgets' process through the home screen's environment.
        #expect(server.requests.contains { $0.header("authorization") == "Bearer ghp_processTest" })
    }
}
