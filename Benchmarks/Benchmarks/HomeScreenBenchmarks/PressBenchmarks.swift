// Press → new content on screen (issue 34): a button pressed through `HomeScreen.send`, its
// intent run, the widget's timeline reloaded, the frame composed with the new count. In
// process (a counter widget linked here) and out of process (Examples/Extensions/hello.py's
// Wave button, through a warm `ExtensionClient`, as the home screen runs an installed
// extension; skipped without `python3`).

import Benchmark
import CellGrid
import Foundation
import HomeScreenUI
import HostIO
import Synchronization
import WidgetEngine

/// The in-process counter the benchmark presses.
let pressCount = Mutex(0)

struct CountIntent: AppIntent {
    static let title: LocalizedStringResource = "Count"
    func perform() async throws -> some IntentResult {
        pressCount.withLock { $0 += 1 }
        return .result()
    }
}

struct CountEntry: TimelineEntry {
    let date: Date
    let count: Int
}

struct CountProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: context.date, count: 0) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (CountEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<CountEntry>) -> Void) {
        completion(Timeline(entries: [CountEntry(date: context.date, count: pressCount.withLock { $0 })], policy: .never))
    }
}

struct CountWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "count", provider: CountProvider()) { entry in
            VStack {
                Text("Pressed \(entry.count) times").invalidatableContent()
                Button("Count", intent: CountIntent())
            }
        }
        .supportedFamilies([.systemMedium])
    }
}

/// A home screen of one widget with a button, every call answered as it comes.
@MainActor
final class Presser {
    let screen: HomeScreen
    let runner: ProviderRunner
    let target: PressTarget
    let id = WidgetInstanceID(rawValue: "pressed-1")
    var now = Date(timeIntervalSince1970: 1_795_456_800)
    /// Keeps an extension's program running between presses.
    let client: ExtensionClient?

    init(catalog: WidgetCatalog, kind: String, button: String, client: ExtensionClient? = nil) async throws {
        self.client = client
        let layout = HomeLayout(pages: [
            HomePage(items: [.widget(WidgetItem(id: id, kind: kind, family: .systemMedium, column: 0, row: 0))])
        ])
        screen = HomeScreen(
            catalog: catalog, layout: layout, themes: [.monochrome], themeIndex: 0, store: nil,
            screenSize: CellSize(width: 80, height: 24), timeZone: TimeZone(identifier: "UTC") ?? .current,
            locale: Locale(identifier: "en_US"))
        runner = ProviderRunner(catalog: catalog)
        let rendered = try await WidgetRenderer.render(
            kind: kind, in: catalog, family: .systemMedium, context: RenderContext(now: now, palette: .dark))
        guard let target = rendered.pressTargets.first(where: { $0.label == button }) else {
            throw Failure(description: "no \(button) in \(kind)")
        }
        self.target = target
        await answer(screen.send(.start(CellSize(width: 80, height: 24)), at: now).calls)
    }

    /// Answers `calls` and every call their answers start.
    private func answer(_ calls: [WidgetCall]) async {
        var calls = calls
        while !calls.isEmpty {
            var next: [WidgetCall] = []
            for call in calls {
                if let result = await call.run(with: runner) { next += screen.send(.answered(call, result), at: now).calls }
            }
            calls = next
        }
    }

    /// One press a second after the last: the intent, the reload, the frame. Answers the
    /// frame's text.
    func press() async -> String {
        now += 1
        await answer(screen.send(.press(target, in: id), at: now).calls)
        return screen.frame(at: now).buffer.plainText
    }
}

struct Failure: Error, CustomStringConvertible {
    var description: String
}

/// Examples/Extensions/hello.py, run as the home screen runs an installed extension, in a
/// scratch cache folder; nil without python3.
func helloExtension() async throws -> (WidgetCatalog, ExtensionClient)? {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }
    guard let python else {
        print("PressBenchmarks: no python3; the out-of-process case is skipped")
        return nil
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hs-press-bench-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var environment = ExtensionClient.minimalEnvironment()
    environment["XDG_CACHE_HOME"] = folder.path
    let client = ExtensionClient(
        .init(
            name: "hello", arguments: [python, root.appendingPathComponent("Examples/Extensions/hello.py").path], environment: environment))
    let catalog = WidgetCatalog(try await ExtensionCatalog.descriptors(from: client).get())
    return (catalog, client)
}

/// The press benchmarks, registered from the target's `benchmarks`.
func pressBenchmarks() {
    Benchmark("press → new content on screen, in process") { benchmark, presser in
        for _ in benchmark.scaledIterations { blackHole(await presser.press()) }
    } setup: {
        try await Presser(catalog: WidgetCatalog([CountWidget().body.descriptor]), kind: "count", button: "Count")
    }

    Benchmark("press → new content on screen, out of process (hello.py, warm)") { benchmark, presser in
        guard let presser else { return }
        for _ in benchmark.scaledIterations { blackHole(await presser.press()) }
    } setup: { () async throws -> Presser? in
        guard let (catalog, client) = try await helloExtension() else { return nil }
        return try await Presser(catalog: catalog, kind: "hello", button: "Wave", client: client)
    }
}
