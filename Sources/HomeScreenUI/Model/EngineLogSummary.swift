import Foundation
import Logging
import WidgetEngine

/// What the log says about the engine's events: a line that repeats per instance in a burst
/// (a start's reloads, a clock change's) becomes one line per kind at info level, and the
/// per-instance lines go to debug.
///
/// A burst lasts from the first event until no reload it started is still running and a step
/// starts none (``finishIfQuiet()``), so a start's reloads of the page on screen and of the
/// others behind them are one burst, whichever instances reload. A kind that occurred for one
/// instance only is logged as its own line, at info, as if nothing were summarised. Failures
/// are never held back: the first ``failuresLogged`` of each failure in a burst are logged at
/// info as they come, each naming its instance, the rest at debug, and the burst's end says how
/// many more failed so. The summary knows events, not the engine: which instances reload, and
/// why, is the engine's business.
struct EngineLogSummary {
    /// One line for the log; an event's is written out only when its level is logged.
    struct Line: Sendable {
        var level: Logger.Level
        private var text: String?
        private var event: EngineEvent?

        init(level: Logger.Level, message: String) {
            self.level = level
            text = message
        }

        init(level: Logger.Level, event: EngineEvent) {
            self.level = level
            self.event = event
        }

        /// The line's text.
        var message: String { text ?? event?.description ?? "" }
    }

    /// The events of one kind in the burst.
    private struct Group {
        var first: EngineEvent
        var count = 1
        /// Reloads granted at once among requests; entries among timelines.
        var tally = 0
        /// The first event is logged only when a second comes (then at debug) or the burst ends.
        var firstLogged = false
    }

    /// A start's figures, said once the caches are read and the start's burst is over.
    private struct Start {
        var placed: Int
        var fromCache = 0
        var reloaded = 0
    }

    private var groups: [String: Group] = [:]
    private var order: [String] = []
    /// Instances whose reload started in this burst and has not ended.
    private var running: Set<WidgetInstanceID> = []
    private var startedInStep = false
    private var start: Start?
    /// Each failure's count in the burst, and the first of them (in the order they came).
    private var failures: [String: (first: EngineEvent, count: Int)] = [:]
    private var failureOrder: [String] = []

    /// The failures of one kind logged at info in a burst; the rest go to debug.
    static let failuresLogged = 10

    /// Notes a start that placed `count` instances.
    mutating func started(placing count: Int) {
        start = Start(placed: count)
    }

    /// Notes caches of the last run adopted with `count` timelines.
    mutating func adoptedCaches(_ count: Int) {
        start?.fromCache += count
    }

    /// Takes `events`: returns the lines to log now (per-instance lines at debug, failures
    /// and kinds not summarised at info); the summaries wait for the burst's end.
    mutating func take(_ events: [EngineEvent]) -> [Line] {
        var lines: [Line] = []
        for event in events {
            track(event)
            if let failure = Self.failureKey(of: event) {
                let count = (failures[failure]?.count ?? 0) + 1
                if count == 1 { failureOrder.append(failure) }
                failures[failure] = (failures[failure]?.first ?? event, count)
                lines.append(Line(level: count <= Self.failuresLogged ? .info : .debug, event: event))
                continue
            }
            guard let key = Self.key(of: event) else {
                lines.append(Line(level: .info, event: event))
                continue
            }
            if var group = groups[key] {
                if !group.firstLogged {
                    lines.append(Line(level: .debug, event: group.first))
                    group.firstLogged = true
                }
                group.count += 1
                group.tally += Self.tally(of: event)
                groups[key] = group
                lines.append(Line(level: .debug, event: event))
            } else {
                groups[key] = Group(first: event, tally: Self.tally(of: event))
                order.append(key)
            }
        }
        return lines
    }

    /// At the end of a step: when no reload of the burst is running and the step started none,
    /// the burst is over: its lines, one per kind (and a start's line, once its caches are
    /// read: `cachesRead` false holds it back). Otherwise nothing yet.
    mutating func finishIfQuiet(cachesRead: Bool = true) -> [Line] {
        defer { startedInStep = false }
        guard running.isEmpty, !startedInStep else { return [] }
        var lines: [Line] = []
        if cachesRead, let start {
            lines.append(
                Line(
                    level: .info,
                    message: "placed \(Self.count(start.placed, "instance")): \(Self.number(start.fromCache)) from cache, "
                        + "\(Self.number(start.reloaded)) reloaded"))
            self.start = nil
        }
        for key in order {
            guard let group = groups[key] else { continue }
            lines.append(group.count == 1 ? Line(level: .info, event: group.first) : Line(level: .info, message: Self.summary(of: group)))
        }
        for key in failureOrder {
            guard let (first, count) = failures[key], count > Self.failuresLogged else { continue }
            lines.append(Line(level: .info, message: Self.failureSummary(of: first, count: count)))
        }
        groups = [:]
        order = []
        failures = [:]
        failureOrder = []
        return lines
    }

    /// Forgets the running reloads of instances no longer placed (their results never come).
    mutating func forget(where isGone: (WidgetInstanceID) -> Bool) {
        running = running.filter { !isGone($0) }
    }

    private mutating func track(_ event: EngineEvent) {
        switch event.kind {
        case let .reloadStarted(reason, _):
            running.insert(event.instance)
            startedInStep = true
            if reason == .placed { start?.reloaded += 1 }
        case .timelineReceived, .emptyTimeline, .failed, .stopped:
            running.remove(event.instance)
        default:
            break
        }
    }

    /// The kind a line is summarised under; nil for lines logged as they come.
    private static func key(of event: EngineEvent) -> String? {
        switch event.kind {
        case let .reloadRequested(reason, _, _, _, _): return "requested \(reason.rawValue)"
        case let .reloadCoalesced(reason): return "coalesced \(reason.rawValue)"
        case let .reloadStarted(reason, _): return "started \(reason.rawValue)"
        case .timelineReceived: return "received"
        case .emptyTimeline: return "empty"
        case .lateResultIgnored: return "late"
        case let .clockChanged(by): return "clock \(Int(by))"
        default: return nil
        }
    }

    /// The failure a failed or stopped instance's line names; nil for other events.
    private static func failureKey(of event: EngineEvent) -> String? {
        switch event.kind {
        case let .failed(failure, _): return "failed \(failure.description)"
        case let .stopped(failure, _): return "stopped \(failure.description)"
        default: return nil
        }
    }

    /// "2026-11-26T09:41:00Z 5,217 instances failed: the extension crashed …; 5,207 of them at debug".
    private static func failureSummary(of first: EngineEvent, count: Int) -> String {
        let stamp = first.date.formatted(.iso8601)
        let rest = "\(number(count - failuresLogged)) more at debug"
        switch first.kind {
        case let .failed(failure, _): return "\(stamp) \(self.count(count, "instance")) failed: \(failure.description) (\(rest))"
        case let .stopped(failure, after):
            return
                "\(stamp) \(self.count(count, "instance")) stopped after \(after) failures in a row; last: \(failure.description) (\(rest))"
        default: return first.description
        }
    }

    private static func tally(of event: EngineEvent) -> Int {
        switch event.kind {
        case let .reloadRequested(_, _, _, granted, _): return granted ? 1 : 0
        case let .timelineReceived(entries, _): return entries
        default: return 0
        }
    }

    /// "2026-11-26T09:41:00Z reload started (placed) for 1,000 instances".
    private static func summary(of group: Group) -> String {
        let event = group.first
        let stamp = event.date.formatted(.iso8601)
        let instances = count(group.count, "instance")
        switch event.kind {
        case let .reloadRequested(reason, _, _, _, _):
            let deferred = group.count - group.tally
            return "\(stamp) reload requested (\(reason.rawValue)) for \(instances): \(number(group.tally)) granted"
                + (deferred > 0 ? ", \(number(deferred)) deferred" : "")
        case let .reloadCoalesced(reason): return "\(stamp) reload (\(reason.rawValue)) coalesced for \(instances)"
        case let .reloadStarted(reason, _): return "\(stamp) reload started (\(reason.rawValue)) for \(instances)"
        case .timelineReceived: return "\(stamp) timeline received for \(instances): \(count(group.tally, "entry", plural: "entries"))"
        case .emptyTimeline: return "\(stamp) empty timeline kept what was shown for \(instances)"
        case .lateResultIgnored: return "\(stamp) a late result was ignored for \(instances)"
        case let .clockChanged(by): return "\(stamp) clock changed by \(Int(by)) s: reloading everything (\(instances))"
        default: return event.description
        }
    }

    /// "1 instance", "1,000 instances".
    static func count(_ value: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number(value)) \(value == 1 ? noun : plural ?? noun + "s")"
    }

    /// `value` with a comma every three digits, whatever the locale: "10,000".
    static func number(_ value: Int) -> String {
        ProviderFailure.grouped(value)
    }
}
