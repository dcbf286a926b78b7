import CellGrid
import Foundation
@testable import HomeScreenUI
@testable import HostIO
import Terminal
import TestSupport
import WidgetEngine

/// A home screen of the test widgets with its layout file in a fresh folder, on a manual
/// clock: keys in, screen text and file text out.
@MainActor
final class EditHarness {
    /// The screen, under the test pilot (the run loop's own `apply`).
    let screen: Pilot
    let folder: URL
    let file: URL
    let catalog: WidgetCatalog
    var now = Fixtures.instant

    init(
        layout: HomeLayout, size: CellSize = CellSize(width: 80, height: 40), settings: EngineSettings = .standard,
        catalog: WidgetCatalog = EditTestWidgets.catalog, store: Bool = false, deliversFirstTimelines: Bool = true,
        workers: Int = .max
    ) async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("homescreen-edit-\(UUID().uuidString)")
        file = folder.appendingPathComponent("home.toml")
        self.catalog = catalog
        try LayoutFile.save(layout, to: file)
        let home = HomeScreen(
            catalog: catalog, layout: layout, themes: [.monochrome], themeIndex: 0, settings: settings,
            store: store ? EngineStore(folder: folder.appendingPathComponent("state")) : nil, screenSize: size,
            timeZone: Fixtures.utc, locale: Fixtures.locale, workers: workers)
        home.layoutDestination = file
        home.setLayoutSource(file)
        screen = Pilot(home, at: now)
        screen.startHoldingCalls()
        // With a store, a start waits for the last run's caches (the run loop reads them).
        if store { screen.readCaches() }
        if deliversFirstTimelines { await deliverAll() }
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Answers every call waiting now, round after round as the run loop does (hidden
    /// instances' calls follow the visible ones').
    func deliverAll() async {
        await deliver([:])
    }

    /// Moves to `now` and answers the calls waiting: with the given timeline for the
    /// instances in `timelines`, with the real provider for the others; round after round,
    /// until none waits.
    func deliver(_ timelines: [String: ArchivedTimeline]) async {
        screen.tick(at: now)
        await screen.runCalls(timelines)
    }

    /// Moves the clock `seconds` past the start and steps the screen there (the timer fires).
    func step(to seconds: TimeInterval) {
        now = Fixtures.instant.addingTimeInterval(seconds)
        screen.tick(at: now, monotonic: seconds)
    }

    /// A timeline whose entries show `label` from each offset (seconds after the start) with
    /// the given relevance.
    nonisolated static func timeline(_ label: String, _ entries: [(TimeInterval, TimelineEntryRelevance?)]) -> ArchivedTimeline {
        ArchivedTimeline(
            entries: entries.map { offset, relevance in
                ArchivedEntry(
                    date: Fixtures.instant.addingTimeInterval(offset), relevance: relevance, view: ViewResolver.resolve(Text(label)))
            }, policy: .never)
    }

    /// Runs the configuration sheet's look-ups of parameter choices, as the run loop does.
    func runOptionLookups() async {
        let runner = ProviderRunner(catalog: catalog)
        for call in screen.takeOptionRequests() {
            if let result = await call.run(with: runner) { screen.answer(call, with: result, at: now) }
        }
    }

    /// Presses keys at the current instant.
    func press(_ keys: Key...) {
        for key in keys { screen.handle(.key(key), at: now) }
    }

    /// Types `text`, one key per character.
    func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    /// Selects item `id` as the arrows would, and steps the screen there.
    func select(_ id: String) {
        screen.screen.settleSelection(on: id)
        screen.tick(at: now)
    }

    /// The screen now.
    var text: String { screen.frame(at: now).buffer.plainText }
    /// The status bar (the last row).
    var statusBar: String { text.split(separator: "\n").last.map(String.init) ?? "" }
    /// The layout file's text.
    var fileText: String { (try? String(contentsOf: file, encoding: .utf8)) ?? "(no file)" }

    /// The banner every written layout file starts with.
    nonisolated static let banner = """
        # homescreen layout: pages of widgets and smart stacks placed on a grid of slots.
        # The home screen rewrites this file when you edit it; comments are not kept.

        """

    nonisolated static func widget(
        _ id: String, _ kind: String, _ family: WidgetFamily = .systemSmall, _ column: Int = 0, _ row: Int = 0,
        config: ConfigValues = [:]
    ) -> WidgetItem {
        WidgetItem(id: WidgetInstanceID(rawValue: id), kind: kind, family: family, column: column, row: row, configuration: config)
    }

    /// Page 1: alpha and beta (small) side by side, gamma (medium) below, a stack of delta and
    /// tuner (small) below that. Page 2: a medium alpha.
    nonisolated static var sampleLayout: HomeLayout {
        HomeLayout(pages: [
            HomePage(items: [
                .widget(widget("alpha-1", "alpha", .systemSmall, 0, 0)),
                .widget(widget("beta-1", "beta", .systemSmall, 2, 0)),
                .widget(widget("gamma-1", "gamma", .systemMedium, 0, 2)),
                .stack(
                    StackItem(
                        id: "stack-1", family: .systemSmall, column: 0, row: 4,
                        members: [widget("delta-1", "delta"), widget("tuner-1", "tuner")])),
            ]),
            HomePage(items: [.widget(widget("alpha-2", "alpha", .systemMedium, 0, 0))]),
        ])
    }
}
