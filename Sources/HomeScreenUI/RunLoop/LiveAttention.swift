import Dispatch
import Foundation
import WidgetEngine

/// Tells live widgets which of their instances are on the page shown (``HomeEffects/attention``),
/// one call per widget whose instances changed (an empty list stops it), and gathers what
/// they push: at most one batch per display instant (``PushCoalescer``) reaches the run loop,
/// as one message and one frame.
@MainActor
final class LiveAttention {
    /// The widgets, as last installed.
    var catalog: WidgetCatalog
    private var told: [String: [LiveInstance]] = [:]
    let coalescer: PushCoalescer

    /// Pushes go to `deliver` on the main actor; `schedule` times the display instants and
    /// `uptime` says when one has passed (tests fire and move theirs by hand).
    init(
        catalog: WidgetCatalog, schedule: @escaping ExtensionClient.Schedule, uptime: @escaping @Sendable () -> Double,
        deliver: @escaping @MainActor ([WidgetPush]) -> Void
    ) {
        self.catalog = catalog
        coalescer = PushCoalescer(schedule: schedule, uptime: uptime) { batch in
            DispatchQueue.main.async { MainActor.assumeIsolated { deliver(batch) } }
        }
    }

    /// Tells each live widget its instances among `instances`, if they changed.
    func update(_ instances: [LiveInstance]) {
        let byKind = Dictionary(grouping: instances, by: \.kind)
        let sink = coalescer.sink
        for kind in Set(told.keys).union(byKind.keys).sorted() {
            let now = byKind[kind] ?? []
            guard now != told[kind] ?? [] else { continue }
            if now.isEmpty { told[kind] = nil } else { told[kind] = now }
            catalog.descriptor(forKind: kind)?.live?.attend(now, sink: sink)
        }
    }

    /// Tells every live widget that nothing is shown any more (the screen quits).
    func stopAll() {
        update([])
        coalescer.stop()
    }
}
