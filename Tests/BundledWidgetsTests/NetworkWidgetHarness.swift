@testable import BundledWidgets
import Foundation
import LoopbackServer
import TestSupport
import Testing
import WidgetEngine
import WidgetNetwork

/// The network widgets against a loopback server, with a home and cache folder of their own:
/// renders, timelines and a "restart" (new widgets over the same cache folder).
struct NetworkWidgetHarness {
    let home: URL
    let folders: UserFolders
    let server: LoopbackHTTPServer

    /// A fresh home folder and a server answering as the documented APIs do (or `handler`).
    init(environment: [String: String] = [:], handler: LoopbackHTTPServer.Handler? = nil) throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("homescreen-network-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        folders = UserFolders(environment: ["HOME": home.path, "XDG_CACHE_HOME": home.path + "/cache"].merging(environment) { $1 })
        server = try handler.map { try LoopbackHTTPServer(handler: $0) } ?? FixtureAPIs.server()
    }

    /// Stops the server and removes the home folder.
    func finish() {
        server.stop()
        try? FileManager.default.removeItem(at: home)
    }

    /// The widgets as a new process would make them (the cache on disk carries over).
    var catalog: WidgetCatalog {
        WidgetCatalog(NetworkWidgets(folders: folders, timeZone: Fixtures.utc, transport: HTTPClient(proxies: ProxySettings())).descriptors)
    }

    /// The loopback server's base URL, for a widget's `server` parameter.
    var base: String { "http://127.0.0.1:\(server.port)" }

    /// `kind` rendered at `date` as text (on a screen in `hourCycle`, nil: none set).
    func render(
        _ kind: String, family: WidgetFamily = .systemMedium, configuration: ConfigValues, at date: Date = Fixtures.instant,
        in catalog: WidgetCatalog? = nil, hourCycle: HourCycle? = nil
    ) async throws -> String {
        try await rendered(kind, family: family, configuration: configuration, at: date, in: catalog, hourCycle: hourCycle).text
    }

    /// `kind` rendered at `date`, its links and all.
    func rendered(
        _ kind: String, family: WidgetFamily = .systemMedium, configuration: ConfigValues, at date: Date = Fixtures.instant,
        in catalog: WidgetCatalog? = nil, hourCycle: HourCycle? = nil
    ) async throws -> RenderedView {
        var context = Fixtures.plainContext(at: date)
        context.hourCycle = hourCycle
        return try await WidgetRenderer.render(
            kind: kind, in: catalog ?? self.catalog, family: family, configuration: configuration, context: context)
    }

    /// `kind`'s timeline at `date`.
    func timeline(
        _ kind: String, family: WidgetFamily = .systemMedium, configuration: ConfigValues, at date: Date = Fixtures.instant,
        in catalog: WidgetCatalog? = nil
    ) async throws -> ArchivedTimeline {
        let catalog = catalog ?? self.catalog
        let descriptor = try #require(catalog.descriptor(forKind: kind))
        let environment = WidgetRenderer.environment(family: family, profile: .iPhone, context: Fixtures.plainContext(at: date))
        return try await descriptor.provider.timeline(
            in: TimelineProviderContext(family: family, date: date), environment: environment, configuration: configuration)
    }

    /// How many requests went to paths starting with `prefix`.
    func requests(to prefix: String) -> Int {
        server.requests.filter { $0.path.hasPrefix(prefix) }.count
    }

    /// `text` with every run of spaces and line breaks made one space, so a phrase wrapped
    /// over lines is found whole.
    static func flat(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }
}
