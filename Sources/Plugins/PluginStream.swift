import Foundation
import Logging
import Synchronization
import WidgetEngine

/// A plugin that keeps running: started when one of its instances is shown (or, with
/// `keepRunning`, whenever one is placed), each state it prints (a line, or a block ending
/// with `~~~`) pushed to the instances shown, at most once per display instant however fast
/// it prints; stopped when none is shown. A stream that ends is started again after 1, 2, 4 …
/// up to 60 s (from 1 s again once it ran a minute); an end that is a failure marks its tiles
/// (their next timeline says why) and is logged once per run of ends.
final class PluginStream: Sendable {
    private struct State {
        var attended: [LiveInstance] = []
        var sink: LiveUpdates.Sink?
        var stream: ScriptStream?
        var startedAt: Date?
        var latest: PluginDocument?
        var lastFailure: String?
        var renderScheduled = false
        var restart: ExtensionClient.Cancel?
        var endsInARow = 0
        /// Bumped at each start: what an ended stream reports is dropped once another runs.
        var generation = 0
    }

    let plugin: Plugin
    private let state = Mutex(State())
    private let schedule: ExtensionClient.Schedule
    private let now: @Sendable () -> Date
    private let host: [String: String]
    private var logger: Logger { Logger(label: "homescreen.plugin.\(plugin.fileName.name)") }

    init(
        plugin: Plugin, schedule: @escaping ExtensionClient.Schedule, host: [String: String],
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.plugin = plugin
        self.schedule = schedule
        self.host = host
        self.now = now
    }

    /// The instances shown now (empty: none; the stream stops).
    func attend(_ instances: [LiveInstance], sink: @escaping LiveUpdates.Sink) {
        let (start, stopping, render) = state.withLock { state -> (Bool, ScriptStream?, Bool) in
            let added = instances.contains { instance in !state.attended.contains { $0.id == instance.id } }
            state.attended = instances
            state.sink = sink
            guard !instances.isEmpty else {
                state.restart?()
                state.restart = nil
                defer { state.stream = nil }
                return (false, state.stream, false)
            }
            let start = state.stream == nil && state.restart == nil
            let render = added && state.latest != nil && !state.renderScheduled
            if render { state.renderScheduled = true }
            return (start, nil, render)
        }
        stopping?.stop()
        if start { self.start() }
        if render { _ = schedule(0) { [self] in self.render() } }
    }

    /// True while the program runs.
    var isRunning: Bool { state.withLock { $0.stream != nil } }

    /// The process id of the running program.
    var processID: Int32? { state.withLock { $0.stream?.processID } }

    /// The last state printed (nil: none yet), or why the stream failed last.
    func latest() -> Result<PluginDocument?, ProviderFailure> {
        state.withLock { state in
            if let failure = state.lastFailure { return .failure(.extensionFailed(failure)) }
            return .success(state.latest)
        }
    }

    private func start() {
        let (configuration, scheme, generation) = state.withLock { state -> (ConfigValues, ColorScheme, Int) in
            state.generation += 1
            state.startedAt = now()
            return (state.attended.first?.configuration ?? [:], state.attended.first?.context.colorScheme ?? .dark, state.generation)
        }
        let parser = StreamParser(mode: plugin.stream ?? .lines)
        do {
            let stream = try ScriptStream(
                arguments: [plugin.file.path],
                environment: PluginEnvironment.of(plugin, configuration: configuration, scheme: scheme, host: host),
                line: { [self] line in
                    if let document = parser.take(line) { receive(document, generation: generation) }
                },
                ended: { [self] how in ended(how, generation: generation) })
            let stale = state.withLock { state -> Bool in
                guard state.generation == generation, !state.attended.isEmpty else { return true }
                state.stream = stream
                return false
            }
            if stale { stream.stop() }
        } catch {
            ended(PluginRun.describe(error, plugin: plugin), generation: generation)
        }
    }

    private func receive(_ document: PluginDocument, generation: Int) {
        let render = state.withLock { state -> Bool in
            guard state.generation == generation else { return false }
            state.latest = document
            state.lastFailure = nil
            guard !state.renderScheduled else { return false }
            state.renderScheduled = true
            return true
        }
        if render { _ = schedule(PushCoalescer.displayInstant) { [self] in self.render() } }
    }

    /// Pushes the latest state to every instance shown, each in its own family and environment.
    private func render() {
        let (document, instances, sink) = state.withLock { state in
            state.renderScheduled = false
            return (state.latest, state.attended, state.sink)
        }
        guard let document, let sink else { return }
        let date = now()
        for instance in instances {
            let timeline = PluginTimeline.archive(
                document, name: plugin.displayName, interval: nil, environment: instance.environment, at: date)
            sink(WidgetPush(instance: instance.id, content: .timeline(timeline)))
        }
    }

    private func ended(_ how: String, generation: Int) {
        let failed = how != "exited with status 0"
        let description = how.hasPrefix("the plugin") ? how : "the plugin \(plugin.file.lastPathComponent) \(how)"
        let outcome = state.withLock { state -> (wait: Double, first: Bool, mark: [LiveInstance], sink: LiveUpdates.Sink?)? in
            guard state.generation == generation else { return nil }
            state.stream = nil
            if let started = state.startedAt, now().timeIntervalSince(started) >= 60 { state.endsInARow = 0 }
            state.endsInARow += 1
            if failed { state.lastFailure = description }
            guard !state.attended.isEmpty else { return nil }
            let wait = min(60, pow(2, Double(state.endsInARow - 1)))
            return (wait, state.endsInARow == 1, failed ? state.attended : [], state.sink)
        }
        guard let outcome else { return }
        let line = "\(description); its stream starts again in \(Int(outcome.wait)) s"
        if outcome.first { logger.warning("\(line)") } else { logger.debug("\(line)") }
        for instance in outcome.mark { outcome.sink?(WidgetPush(instance: instance.id, content: .reload)) }
        let cancel = schedule(outcome.wait) { [self] in
            let again = state.withLock { state -> Bool in
                state.restart = nil
                return state.stream == nil && !state.attended.isEmpty
            }
            if again { start() }
        }
        state.withLock { $0.restart = cancel }
    }
}

/// Splits a stream's lines into states: each line (``PluginStreamMode/lines``), or each block
/// up to a `~~~` line (``PluginStreamMode/blocks``). Used by the stream's one reading thread.
final class StreamParser: Sendable {
    private let mode: PluginStreamMode
    private let block = Mutex("")

    init(mode: PluginStreamMode) {
        self.mode = mode
    }

    /// The state `line` completes, if it completes one.
    func take(_ line: String) -> PluginDocument? {
        switch mode {
        case .lines:
            return line.trimmingCharacters(in: .whitespaces).isEmpty ? nil : PluginDocument(line)
        case .blocks:
            return block.withLock { block in
                guard line.trimmingCharacters(in: .whitespaces) == "~~~" else {
                    block += line + "\n"
                    return nil
                }
                defer { block = "" }
                return block.isEmpty ? nil : PluginDocument(block)
            }
        }
    }
}
