// What `homescreen status` does per refresh of tmux's status line, past the process start
// (issue 37: under 20 ms at the median for the whole process, no provider run): read
// config.toml and the layout file, resolve the instance, read its cache, check it needs no
// refresh and draw its entry at now as tmux markup. The real binary's figure is in
// docs/performance.md (hyperfine-like runs of `homescreen status`).

import Benchmark
import CellGrid
import Foundation
import HostIO
import WidgetEngine

/// A config naming the clock for the status line, the default layout, and the clock's inline
/// timeline (an hour of minutes, as the clock's provider makes it) in the store.
struct StatusFixture {
    let config: URL
    let layout: URL
    let store: EngineStore
    let now = Date(timeIntervalSince1970: 1_795_456_800)

    init() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hs-status-bench")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        config = folder.appendingPathComponent("config.toml")
        try Data("status = [\"clock\"]\n".utf8).write(to: config)
        layout = folder.appendingPathComponent("home.toml")
        try LayoutFile.save(LayoutFile.defaultLayout(), to: layout)
        store = EngineStore(folder: folder.appendingPathComponent("state"))
        let entries = (0..<60).map { minute in
            let date = now.addingTimeInterval(Double(minute) * 60)
            let text = "\(Image(systemName: "clock")) 09:\(10 + minute % 50) Sat 28 Nov"
            return ArchivedEntry(date: date, relevance: nil, view: ViewResolver.resolve(Text(text)))
        }
        let instance = StatusInstances.instance(ofKind: "clock")
        try store.write([
            (
                instance.id,
                CachedInstance(
                    instance: instance, receivedAt: now, ledger: ReloadLedger(), relevance: RelevanceTracker(),
                    timeline: ArchivedTimeline(entries: entries, policy: .atEnd))
            )
        ])
    }

    struct NeedsRefresh: Error {}

    /// One refresh of the status line, 30 minutes into the timeline (a fixture that would
    /// need the provider throws: the benchmark measures the cache's path only).
    func answer() throws -> String? {
        let at = now.addingTimeInterval(1_800)
        let (source, cache) = try StatusSource.read(.automatic, config: config, layout: layout, store: store, at: at)
        guard let cache, !source.needsRefresh(cache, at: at, homeScreenRuns: { false }) else { throw NeedsRefresh() }
        return StatusText.line(of: cache, at: at, markup: true)
    }
}

func statusBenchmarks() {
    Benchmark("status line: config, layout and cache read, the entry at now drawn as tmux markup") { benchmark, fixture in
        for _ in benchmark.scaledIterations { blackHole(try fixture.answer()) }
    } setup: {
        try StatusFixture()
    }
}
