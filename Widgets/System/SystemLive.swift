import Foundation
import Synchronization
import WidgetEngine

/// The System widget's live figures: while one of its instances is on the page shown, `/proc`
/// is sampled every second (or the instance's `liveSeconds`), and each instance is pushed an
/// entry with the sparklines of the samples so far; when none is shown the timer is called
/// off: no wakeup, no thread, and (out of process) the program stops when idle.
final class SystemLive: Sendable {
    private struct State {
        var attended: [LiveInstance] = []
        var sink: LiveUpdates.Sink?
        var last: (counters: LiveCounters, at: Double)?
        var history = LiveHistory()
        var tick: ExtensionClient.Cancel?
        /// Bumped whenever attention changes: a tick scheduled before is dropped.
        var generation = 0
        var ticks = 0
    }

    private let state = Mutex(State())
    private let read: @Sendable () -> LiveCounters
    private let schedule: ExtensionClient.Schedule
    private let clock: @Sendable () -> Double

    /// `read` samples the counters (`/proc` by default); `schedule` times the samples and
    /// `clock` reads the monotonic seconds between them (tests drive both).
    init(
        read: @escaping @Sendable () -> LiveCounters = { LiveCounters.read() },
        schedule: @escaping ExtensionClient.Schedule = ExtensionClient.realTimeSchedule,
        clock: @escaping @Sendable () -> Double = { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
    ) {
        self.read = read
        self.schedule = schedule
        self.clock = clock
    }

    /// The live updates to put on the widget's descriptor.
    var updates: LiveUpdates {
        LiveUpdates(wants: { Self.interval(of: $0) > 0 }) { [self] instances, sink in attend(instances, sink: sink) }
    }

    /// The seconds between samples an instance asks for (0: it wants no live figures).
    static func interval(of instance: LiveInstance) -> Int {
        interval(of: instance.configuration)
    }

    /// The seconds between samples a configuration asks for (0: no live figures).
    static func interval(of configuration: ConfigValues) -> Int {
        guard case let .integer(seconds)? = configuration["liveSeconds"] else { return SystemIntent.defaultLiveSeconds }
        return seconds
    }

    /// Samples taken while attended (for tests and the log).
    var sampleCount: Int { state.withLock { $0.ticks } }

    /// True while a sample is due.
    var isSampling: Bool { state.withLock { $0.tick != nil } }

    func attend(_ instances: [LiveInstance], sink: @escaping LiveUpdates.Sink) {
        let live = instances.filter { Self.interval(of: $0) > 0 }
        let first = state.withLock { state -> Bool in
            state.generation += 1
            state.tick?()
            state.tick = nil
            state.attended = live
            state.sink = sink
            if live.isEmpty {
                state.last = nil
                state.history = LiveHistory()
            }
            return !live.isEmpty
        }
        if first { sample(generation: state.withLock { $0.generation }) }
    }

    /// Takes a sample, pushes it (from the second on: a rate needs two), and schedules the next.
    private func sample(generation: Int) {
        let counters = read()
        let now = clock()
        let outcome = state.withLock { state -> (instances: [LiveInstance], history: LiveHistory?, sink: LiveUpdates.Sink?, every: Int)? in
            guard state.generation == generation, !state.attended.isEmpty else { return nil }
            state.ticks += 1
            var history: LiveHistory?
            if let last = state.last {
                state.history.append(LiveRates(from: last.counters, to: counters, seconds: now - last.at))
                history = state.history
            }
            state.last = (counters, now)
            let every = state.attended.map(Self.interval).min() ?? 1
            return (state.attended, history, state.sink, every)
        }
        guard let outcome else { return }
        if let history = outcome.history, let sink = outcome.sink {
            let date = Date()
            for instance in outcome.instances {
                let view = ViewResolver.resolve(SystemLiveView(history: history), in: instance.environment)
                sink(WidgetPush(instance: instance.id, content: .entry(ArchivedEntry(date: date, relevance: nil, view: view))))
            }
        }
        let cancel = schedule(Double(outcome.every)) { [self] in sample(generation: generation) }
        let stale = state.withLock { state -> Bool in
            guard state.generation == generation else { return true }
            state.tick = cancel
            return false
        }
        if stale { cancel() }
    }
}
