import BundledWidgets
import Foundation
@testable import HomeScreenCLI
import Testing
import TestSupport
@testable import WidgetEngine

/// Where the home screen runs widget code: in its own binary started as `homescreen extension
/// serve` by default, in process when asked or when the program cannot be started; and the
/// program answers each request as soon as it is ready.
struct WidgetHostingTests {
    static let instant = Date(timeIntervalSince1970: 1_795_456_800) // 2026-11-23T18:00:00Z
    static let linked = WidgetCatalog(BundledWidgets().descriptors)
    /// The built `homescreen` serving its widgets, as the home screen starts it.
    static var server: [String] { [BinaryRunner.productsFolder.appendingPathComponent("homescreen").path, "extension", "serve"] }

    private func request(_ kind: String, token: UInt64, configuration: ConfigValues = [:]) -> ProviderRequest {
        let instance = WidgetInstance(
            id: WidgetInstanceID(rawValue: "\(kind)-\(token)"), kind: kind, family: .systemSmall, configuration: configuration)
        return ProviderRequest(
            token: token, instance: instance, reason: .placed, date: Self.instant, deadline: Self.instant.addingTimeInterval(30))
    }

    private func timeline(_ request: ProviderRequest, in catalog: WidgetCatalog) async -> Result<ArchivedTimeline, ProviderFailure>? {
        var environment = EnvironmentValues()
        environment.timeZone = TimeZone(identifier: "UTC") ?? .current
        environment.locale = Locale(identifier: "en_US")
        environment.widgetFamily = .systemSmall
        return await ProviderRunner(catalog: catalog).timeline(
            for: request, context: TimelineProviderContext(family: .systemSmall, date: Self.instant), environment: environment,
            limits: .standard, limit: .seconds(30))
    }

    @Test func theWidgetsRunInTheHomeScreensOwnBinaryServingThem() async throws {
        // Its idle stop is never fired: the program is still there to be seen after answering.
        let schedule = ManualSchedule()
        let hosting = WidgetHosting(linked: Self.linked, server: Self.server, schedule: schedule.schedule)
        let client = hosting.client
        defer { client.stop() }
        #expect(hosting.catalog.kinds == Self.linked.kinds)
        #expect(hosting.summary.hasPrefix("widgets run out of process: "))
        #expect(hosting.summary.hasSuffix("homescreen extension serve"))
        #expect(!client.isRunning) // nothing starts before there is work
        let there = try #require(try await timeline(request("clock", token: 1), in: hosting.catalog)?.get())
        let here = try #require(try await timeline(request("clock", token: 1), in: Self.linked)?.get())
        #expect(there == here)
        let pid = try #require(client.processID)
        #expect(pid != getpid())
    }

    /// The home screen never runs widget code in its own process (issue 33: a provider's
    /// `fatalError` ended it at every start): `--in-process` is gone from the command, and a
    /// program that cannot be started fails the widgets' requests instead.
    @Test func widgetsNeverRunInTheHomeScreensProcess() async throws {
        let missing = WidgetHosting(linked: Self.linked, server: ["/nonexistent/homescreen", "extension", "serve"])
        defer { missing.client.stop() }
        #expect(missing.summary.hasSuffix("(it cannot be started: every request fails)"))
        let answer = await timeline(request("clock", token: 1), in: missing.catalog)
        guard case .failure = answer else {
            Issue.record("expected the request to fail, got \(String(describing: answer))")
            return
        }
        let refused = try await BinaryRunner.run(["--in-process"])
        #expect(refused.status == 2, "\(refused.stdout)\(refused.stderr)")
        #expect(refused.stderr.contains("--in-process"))
    }

    /// The default server is this very program with `extension serve`.
    @Test func theDefaultServerIsThisProgram() throws {
        let server = try #require(WidgetHosting.thisBinaryServing())
        #expect(server.dropFirst() == ["extension", "serve"])
        #expect(FileManager.default.isExecutableFile(atPath: server[0]))
    }

    /// A script widget blocked on a FIFO holds its own request only: the clock's, sent after
    /// it, is answered first.
    @Test func aSlowWidgetDoesNotHoldUpAnothersAnswer() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hs-slow-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("gate").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let hosting = WidgetHosting(linked: Self.linked, server: Self.server)
        let client = hosting.client
        defer { client.stop() }
        let catalog = hosting.catalog
        let slow = Task {
            await timeline(request("script", token: 1, configuration: ["command": .string("head -c 4 \(fifo)")]), in: catalog)
        }
        let clock = try #require(try await timeline(request("clock", token: 2), in: catalog)?.get())
        #expect(clock.entries.count > 1)
        // The script still waits on the FIFO: let it through. Opened for reading and writing,
        // the FIFO never blocks the test, whether or not the script has opened it yet.
        let gate = open(fifo, O_RDWR)
        #expect(gate >= 0)
        defer { close(gate) }
        #expect(write(gate, "done", 4) == 4)
        let script = try #require(try await slow.value?.get())
        #expect(script.entries.count == 1)
    }

    /// Served by the program, a widget keeps what the engine reads of its linked descriptor: a
    /// network widget still reloads only on the page shown, a plugin's interval is still free.
    @Test func aServedWidgetKeepsItsSchedulingAndPageShownMark() throws {
        let hosting = WidgetHosting(linked: Self.linked, server: Self.server)
        defer { hosting.client.stop() }
        for kind in ["weather", "feeds", "github", "sites", "calendar", "pullrequests"] {
            #expect(hosting.catalog.descriptor(forKind: kind)?.reloadsOnlyOnPageShown == true, "\(kind)")
        }
        #expect(hosting.catalog.descriptor(forKind: "clock")?.reloadsOnlyOnPageShown == false)
        var plugin = try #require(Self.linked.descriptor(forKind: "clock"))
        plugin.kind = "plugin.clock"
        plugin.scheduling = .unmetered
        plugin.reloadsOnlyOnPageShown = true
        let served = try #require(ExtensionCatalog.served([plugin], by: hosting.client).first)
        #expect(served.scheduling == .unmetered && served.reloadsOnlyOnPageShown)
    }

    /// The home screen's own widgets' process gets the proxies and the GitHub token the network
    /// widgets read, on top of the minimal environment; nothing else of the host's.
    @Test func theNetworkWidgetsVariablesReachTheWidgetsProcess() throws {
        let host = [
            "PATH": "/usr/bin", "HOME": "/home/ana", "HTTPS_PROXY": "http://proxy:3128", "no_proxy": ".corp", "GITHUB_TOKEN": "ghp_x",
            "AWS_SECRET_ACCESS_KEY": "nope", "TERM": "xterm",
        ]
        let hosting = WidgetHosting(linked: Self.linked, server: Self.server, host: host)
        let environment = try #require(hosting.client).configuration.environment
        #expect(
            environment == [
                "PATH": "/usr/bin", "HOME": "/home/ana", "HTTPS_PROXY": "http://proxy:3128", "no_proxy": ".corp", "GITHUB_TOKEN": "ghp_x",
            ])
    }
}
