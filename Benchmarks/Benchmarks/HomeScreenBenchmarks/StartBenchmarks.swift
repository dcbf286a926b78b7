// What a start costs before its first frame, by the layout's size (issue 23: the first frame at
// 10,000 instances within 1.5 times that at 10): reading the layout, from its TOML or from its
// snapshot (LayoutSnapshots), and making the screen up to its first frame with a store (only
// the page shown is placed; the others wait for their caches). The real binary's figure, with
// its terminal, is Benchmarks/Scripts/scale-run.py's.

import Benchmark
import BundledWidgets
import CellGrid
import Foundation
import HomeScreenUI
import HostIO
import WidgetEngine

/// A layout file of `instances` small timer widgets, six to a page, with its snapshot kept in a
/// temporary folder.
struct StartFixture {
    let file: URL
    let text: String
    let snapshots: LayoutSnapshots
    let store: EngineStore
    let catalog = WidgetCatalog([timerWidget])

    init(instances: Int) throws {
        // One folder per size, made anew: runs do not leave a layout of 10,000 widgets each.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hs-start-\(instances)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        file = folder.appendingPathComponent("home.toml")
        text = LayoutFile.encode(generatedLayout(instances))
        try Data(text.utf8).write(to: file)
        snapshots = LayoutSnapshots(folder: folder.appendingPathComponent("layouts"))
        store = EngineStore(folder: folder.appendingPathComponent("state"))
        // The first load parses the TOML and keeps the snapshot the others read.
        _ = try LayoutFile.load(file, catalog: catalog, snapshots: snapshots)
    }

    /// The layout from its snapshot, then the screen up to its first frame.
    @MainActor
    func firstFrame() throws -> CellBuffer {
        let layout = try LayoutFile.load(file, catalog: catalog, snapshots: snapshots).layout
        let themes = ThemeCatalog(userFolder: nil)
        let screen = HomeScreen(
            catalog: catalog, layout: layout, themes: themes.themes, themeIndex: 0, store: store,
            screenSize: CellSize(width: 120, height: 40), timeZone: TimeZone(identifier: "UTC") ?? .current,
            locale: Locale(identifier: "en_US"))
        let now = Date(timeIntervalSince1970: 1_795_456_800)
        _ = screen.send(.start(CellSize(width: 120, height: 40)), at: now)
        return screen.frame(at: now).buffer
    }
}

/// The default layout with the caches a run before left in its store, as a restart finds them.
struct CachedStartFixture {
    let store: EngineStore

    @MainActor
    init() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hs-start-cached")
        try? FileManager.default.removeItem(at: folder)
        store = EngineStore(folder: folder)
        // The run before: every timeline delivered, each cache written to the store at once.
        _ = await deliveredScreen(layout: LayoutFile.defaultLayout(), catalog: BundledWidgets.catalog, store: store)
    }

    /// A restart up to its first frame: the screen made with the store, started, the caches of
    /// the page shown read and adopted (as the run loop's cache reader does before it lets the
    /// first frame go), drawn.
    @MainActor
    func firstFrame() -> CellBuffer {
        let themes = ThemeCatalog(userFolder: nil)
        let screen = HomeScreen(
            catalog: BundledWidgets.catalog, layout: LayoutFile.defaultLayout(), themes: themes.themes, themeIndex: 0,
            store: store, screenSize: CellSize(width: 120, height: 40), timeZone: TimeZone(identifier: "UTC") ?? .current,
            locale: Locale(identifier: "en_US"), config: HomeConfig(pagesAcross: 1))
        let started = screen.send(.start(CellSize(width: 120, height: 40)), at: benchmarkStart)
        if let reading = started.readCaches {
            let reads: [HomeScreen.CacheRead] = reading.shown.map { id in (id, store.read(id).flatMap { store.decode($0) }) }
            _ = screen.send(.cachesRead(reads, finishesReading: false), at: benchmarkStart)
        }
        return screen.frame(at: benchmarkStart).buffer
    }
}

func startBenchmarks() {
    // CI checks this one against its threshold (issue 40): a restart's first frame, from caches.
    Benchmark("start to first frame from caches, default layout: store, 120 x 40") { benchmark, fixture in
        for _ in benchmark.scaledIterations {
            await MainActor.run { blackHole(fixture.firstFrame()) }
        }
    } setup: {
        try await CachedStartFixture()
    }

    for instances in [10, 10_000] {
        Benchmark("layout load, \(instances) instances: TOML parsed and checked") { benchmark, fixture in
            for _ in benchmark.scaledIterations {
                blackHole(try LayoutFile.parse(fixture.text, file: fixture.file.path, catalog: fixture.catalog))
            }
        } setup: {
            try StartFixture(instances: instances)
        }

        Benchmark("layout load, \(instances) instances: snapshot") { benchmark, fixture in
            for _ in benchmark.scaledIterations {
                blackHole(try LayoutFile.load(fixture.file, catalog: fixture.catalog, snapshots: fixture.snapshots))
            }
        } setup: {
            try StartFixture(instances: instances)
        }

        Benchmark("start to first frame, \(instances) instances: snapshot, store, 120 x 40") { benchmark, fixture in
            for _ in benchmark.scaledIterations {
                try await MainActor.run { blackHole(try fixture.firstFrame()) }
            }
        } setup: {
            try StartFixture(instances: instances)
        }
    }
}
