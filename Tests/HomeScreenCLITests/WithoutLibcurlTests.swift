import Foundation
@testable import HomeScreenCLI
import LoopbackServer
import Testing
import TestSupport
@testable import WidgetEngine

/// The home screen on a machine without libcurl, as `HOMESCREEN_CURL=off` makes it: the binary
/// links no HTTP library, and the network widgets render and say what is missing in their
/// tiles, in `render` (in process) and in the home screen's own widgets process (the variable
/// passes through to it). Runs whether or not libcurl is installed.
struct WithoutLibcurlTests {
    static let missing = "libcurl is not loaded"

    /// The home screen links no HTTP or TLS library: libcurl is loaded only by the process that
    /// makes a request.
    @Test func theBinaryLinksNoHTTPOrTLSLibrary() async throws {
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        let linked = try await ChildProcess.runSucceeding("ldd", [binary]).stdout
        #expect(linked.contains("libncursesw"))
        for library in ["curl", "ssl", "crypto", "gnutls", "nghttp", "nss3"] {
            #expect(!linked.contains(library), "\(library) in \(linked)")
        }
    }

    @Test(arguments: [
        ["weather", "--config", "place=52.52, 13.41"],
        ["feeds", "--config", "feeds=https://example.org/feed.xml"],
        ["github"],
        ["sites", "--config", "urls=https://example.org"],
        ["calendar", "--config", "subscriptions=webcal://example.org/team.ics"],
    ])
    func eachNetworkWidgetSaysWhatIsMissing(_ widget: [String]) async throws {
        let result = try await BinaryRunner.run(
            ["render"] + widget + ["--family", "large", "--at", "2026-11-21T09:41Z", "--color", "never"],
            environment: ["HOMESCREEN_CURL": "off", "GITHUB_TOKEN": "ghp_withoutLibcurl"])
        #expect(result.status == 0)
        let text = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains(Self.missing), "\(result.stdout)")
    }

    @Test func theHomeScreensWidgetsProcessIsToldToo() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("hs-nocurl-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let host = ["PATH": "/usr/bin:/bin", "HOME": home.path, "LANG": "C.UTF-8", "HOMESCREEN_CURL": "off"]
        let hosting = WidgetHosting(linked: WidgetHostingTests.linked, server: WidgetHostingTests.server, host: host)
        let client = hosting.client
        defer { client.stop() }
        let instant = Date(timeIntervalSince1970: 1_795_254_060)
        let instance = WidgetInstance(
            id: WidgetInstanceID(rawValue: "feeds"), kind: "feeds", family: .systemMedium,
            configuration: ["feeds": .string("https://example.org/feed.xml")])
        let request = ProviderRequest(
            token: 1, instance: instance, reason: .placed, date: instant, deadline: instant.addingTimeInterval(30))
        var environment = EnvironmentValues()
        environment.widgetFamily = .systemMedium
        let result = await ProviderRunner(catalog: hosting.catalog).timeline(
            for: request, context: TimelineProviderContext(family: .systemMedium, date: instant), environment: environment,
            limits: .standard, limit: .seconds(30))
        let view = try #require(try result?.get().entries.first?.view)
        let text = WidgetRenderer.render(view, family: .systemMedium, context: RenderContext(now: instant, palette: .monochrome)).text
        #expect(text.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(Self.missing))
    }
}
