import Foundation

/// Runs the real engine with the real provider on a virtual clock that jumps from one
/// instant to the next, and records what happens: `homescreen timeline`.
public struct TimelineSimulation {
    /// One line of the schedule.
    public struct Record: Codable, Hashable, Sendable {
        /// What a record says happened.
        public enum Event: String, Codable, Sendable {
            /// A reload was asked for (granted, or deferred until `notBefore`).
            case reloadRequested = "request"
            /// The provider was called.
            case reload
            /// A timeline arrived.
            case received
            /// An entry started to show.
            case show
            /// The provider failed.
            case failure
        }

        /// When.
        public var date: Date
        /// What.
        public var event: Event
        /// Why, for a reload.
        public var reason: String?
        /// Charged reloads left (nil: unlimited or not a reload).
        public var budgetLeft: Int?
        /// Whether a requested reload may run when due.
        public var granted: Bool?
        /// When a deferred reload may run.
        public var notBefore: Date?
        /// The entry shown, for an entry change.
        public var entryIndex: Int?
        /// When a requested reload is due.
        public var due: Date?
        /// The entry's relevance.
        public var relevance: TimelineEntryRelevance?
        /// Anything else to say (a failure's reason).
        public var detail: String?
    }

    /// The widgets simulated.
    public let catalog: WidgetCatalog
    /// The budgets and deadlines.
    public var settings: EngineSettings
    /// The environment views are resolved in.
    public var environment: EnvironmentValues
    /// How long, in real time, a provider call may take before it counts as hung.
    public var realTimeLimit: Duration

    /// A simulation of `catalog`'s widgets with `settings` in `environment`.
    public init(
        catalog: WidgetCatalog, settings: EngineSettings = .standard, environment: EnvironmentValues = EnvironmentValues(),
        realTimeLimit: Duration = .seconds(30)
    ) {
        self.catalog = catalog
        self.settings = settings
        self.environment = environment
        self.realTimeLimit = realTimeLimit
    }

    /// Places one instance of `kind` at `start` and records everything in [start, start + duration).
    public func run(
        kind: String, family: WidgetFamily, configuration: ConfigValues = [:], from start: Date,
        for duration: TimeInterval
    ) async -> [Record] {
        var engine = TimelineEngine(catalog: catalog, settings: settings, environment: environment)
        engine.ticksLiveText = false // headless: every instance is shown, but no live-text ticks
        let instance = WidgetInstance(id: WidgetInstanceID(rawValue: "simulated"), kind: kind, family: family, configuration: configuration)
        let runner = ProviderRunner(catalog: catalog)
        let end = start.addingTimeInterval(duration)
        var records: [Record] = []
        var shown: (received: Date?, index: Int)? = nil
        var now = start
        engine.place(instance, at: now)
        var stepsAtSameInstant = 0

        /// Records a "show" when the entry on display is another one than before.
        func noteDisplay() {
            guard let state = engine.states[instance.id], let index = state.entryIndex(at: now) else { return }
            if let shown, shown.received == state.receivedAt, shown.index == index { return }
            shown = (state.receivedAt, index)
            records.append(Record(date: now, event: .show, entryIndex: index, relevance: state.timeline?.entries[index].relevance))
        }

        while now < end {
            // What shows at this instant is seen before any reload due now replaces it.
            noteDisplay()
            for request in engine.advance(to: now) {
                let context = engine.context(for: request.instance, at: now)
                let result = await runner.timeline(
                    for: request, context: context, environment: engine.resolveEnvironment(for: request.instance),
                    limits: settings.archiveLimits, limit: realTimeLimit)
                // Virtual time stands still during a call; a hung call is left to its deadline.
                if let result { engine.deliver(result, for: request.token, at: now) }
            }
            records += engine.takeEvents().compactMap(Self.record)
            noteDisplay()
            guard let next = engine.nextInstant(after: now) else { break }
            if next > now {
                now = next
                stepsAtSameInstant = 0
            } else {
                stepsAtSameInstant += 1
                if stepsAtSameInstant > 3 { now = now.addingTimeInterval(1) }
            }
        }
        return records
    }

    static func record(_ event: EngineEvent) -> Record? {
        switch event.kind {
        case let .reloadRequested(reason, due, notBefore, granted, left):
            return Record(
                date: event.date, event: .reloadRequested, reason: reason.rawValue, budgetLeft: left, granted: granted,
                notBefore: granted ? nil : notBefore, due: due)
        case let .reloadStarted(reason, left):
            return Record(date: event.date, event: .reload, reason: reason.rawValue, budgetLeft: left)
        case let .timelineReceived(entries, policy):
            return Record(date: event.date, event: .received, detail: "\(EngineEvent.count(entries)), policy \(policy)")
        case let .emptyTimeline(policy):
            return Record(date: event.date, event: .received, detail: "no entries (what was shown stays), policy \(policy)")
        case let .failed(failure, retry):
            return Record(date: event.date, event: .failure, detail: "\(failure); retry at \(retry.formatted(.iso8601))")
        case let .stopped(failure, count):
            return Record(date: event.date, event: .failure, detail: "\(failure); stopped after \(count) failures in a row")
        case .reloadCoalesced, .lateResultIgnored, .clockChanged:
            return nil
        }
    }
}
