import Foundation

/// The per-instance state machine of WidgetKit's rules: placeholder first, timelines
/// archived on receipt, entry selection, reload policies, the budget, deadlines, failures with
/// backoff, clock changes and relevance.
///
/// The engine never reads the clock and never sleeps: every call is handed `now`, and
/// ``nextInstant(after:)`` answers when anything changes next, so the front end can sleep until
/// exactly then. Provider calls are requests the front end runs concurrently
/// (``advance(to:)`` hands them out, ``deliver(_:for:at:)`` takes the results back), so the
/// engine itself runs no widget code except the synchronous placeholder, once per
/// (kind, family), when an instance of it is first shown (``preparePlaceholders(for:at:)``).
public struct TimelineEngine {
    /// The budgets, deadlines and backoff.
    public var settings: EngineSettings
    /// The widgets that can be placed.
    public internal(set) var catalog: WidgetCatalog
    /// The geometry providers are told about.
    public let profile: DeviceProfile
    /// The environment views are resolved in (color scheme, time zone, locale).
    public var environment: EnvironmentValues

    /// Every placed instance's state.
    public internal(set) var states: [WidgetInstanceID: InstanceState] = [:]
    /// Instances in the order they were placed.
    public internal(set) var order: [WidgetInstanceID] = []
    /// What happened, and which instances' persisted state changed, until the front end
    /// takes them (``takeEvents()``, ``takeChangedInstances()``).
    var outbox = EngineOutbox()
    var placeholders = PlaceholderCache()
    var queue = EventQueue()
    var calls = ProviderCalls()
    /// What is on screen (set with ``setVisible(_:at:)``), which instances show live text, and
    /// which off screen hold their timelines in memory.
    var presence = ScreenPresence()
    /// The wall clock against the monotonic clock at the last observation (a jump between two
    /// is a clock change).
    var clockReference: (wall: Date, monotonic: TimeInterval)?
    /// True while reloads that would run by themselves wait (``pauseReloads(_:at:)``).
    public internal(set) var reloadsPaused = false

    /// An engine with nothing placed, for `catalog`'s widgets on `profile`, views resolved in `environment`.
    public init(
        catalog: WidgetCatalog, settings: EngineSettings = .standard, profile: DeviceProfile = .iPhone,
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        self.catalog = catalog
        self.settings = settings
        self.profile = profile
        self.environment = environment
    }

    // MARK: Placing

    /// Takes `catalog` instead of the one before (extensions installed or removed while the
    /// screen runs): instances of kinds that were unknown and are now known ask for their
    /// first timeline; those of kinds gone keep what they show and ask for nothing more.
    public mutating func adoptCatalog(_ catalog: WidgetCatalog, at now: Date) {
        let before = self.catalog
        self.catalog = catalog
        for id in order {
            guard let kind = states[id]?.instance.kind, before.descriptor(forKind: kind) == nil,
                catalog.descriptor(forKind: kind) != nil
            else { continue }
            placeholders.missing.insert(id)
            outbox.changed.insert(id)
            requestReload(id, reason: .placed, at: now)
        }
    }

    /// Places `instance`: it shows its placeholder (made when first shown, see
    /// ``preparePlaceholders(for:at:)``) until its first timeline, asked for now (free of
    /// budget). An unknown kind is kept and shown as unavailable, never removed.
    public mutating func place(_ instance: WidgetInstance, at now: Date) {
        if states[instance.id] == nil { order.append(instance.id) }
        states[instance.id] = InstanceState(instance: instance)
        placeholders.missing.insert(instance.id)
        outbox.changed.insert(instance.id)
        requestReload(instance.id, reason: .placed, at: now)
    }

    /// Places `instance` with what the cache kept from an earlier run, as a start does (see
    /// ``placeAwaitingCache(_:at:)`` and ``adopt(_:at:)``): that content shows at once (marked
    /// stale, with its age) and is trusted; a reload is asked for only when its policy is due,
    /// the widget's build changed, or nothing usable was kept.
    public mutating func restore(_ instance: WidgetInstance, from cache: CachedInstance, at now: Date) {
        placeAwaitingCache(instance, at: now)
        var cache = cache
        cache.instance.id = instance.id
        adopt(cache, at: now)
    }

    /// Places `instance` at start, before its cache is read: it asks for no reload until
    /// ``adopt(_:at:)`` (or ``adoptNoCache(_:at:)``) says what the last run kept.
    public mutating func placeAwaitingCache(_ instance: WidgetInstance, at now: Date) {
        if states[instance.id] == nil { order.append(instance.id) }
        var state = InstanceState(instance: instance)
        state.lifecycle = .awaitingCache
        states[instance.id] = state
        placeholders.missing.insert(instance.id)
    }

    /// Takes what the cache kept for an instance already placed: its budget ledger (merged
    /// with this run's reloads so far) and relevance always, its timeline (shown at once,
    /// marked stale) only when no timeline has arrived yet in this run. A cache may hold the
    /// timeline's ``TimelineSummary`` only (``EngineStore/loadHeader(_:)``): the entries are
    /// then read when the instance comes on screen (``resume(_:at:)``).
    ///
    /// For an instance placed with ``placeAwaitingCache(_:at:)`` the cache decides what
    /// follows: a timeline of the widget's current build and configuration is trusted (the
    /// next reload is when its policy says); otherwise the instance reloads now if it is on
    /// screen, else when it comes on screen.
    public mutating func adopt(_ cache: CachedInstance, at now: Date) {
        let id = cache.instance.id
        guard var state = states[id], state.instance.kind == cache.instance.kind, state.instance.family == cache.instance.family else {
            return
        }
        state.ledger = cache.ledger.merging(state.ledger)
        if state.summary == nil, let summary = cache.summary {
            state.hold(summary, of: cache.timeline, receivedAt: cache.receivedAt, build: cache.build, fromCache: true)
            state.relevance = cache.relevance
            if let timeline = cache.timeline {
                presence.hold(timeline, for: id)
                if !isVisible(id) { presence.residency.markEvictable(id) }
            }
        } else if state.relevance.highestScore < cache.relevance.highestScore {
            state.relevance = cache.relevance
        }
        let starting = state.lifecycle == .awaitingCache
        if starting { state.lifecycle = .active }
        states[id] = state
        guard starting else { return reschedule(id, at: now) }
        let usable = state.summary != nil && cache.instance.configuration == state.instance.configuration && isCurrentBuild(state)
        if usable, let due = state.summary?.policyDue(at: now) {
            schedule(id, reason: .policy, due: due, at: now)
        } else if usable {
            reschedule(id, at: now)
        } else {
            reloadWhenShown(id, at: now)
        }
    }

    /// An instance placed with ``placeAwaitingCache(_:at:)`` whose cache is missing or cannot be
    /// read: it reloads now if it is on screen, else when it comes on screen.
    public mutating func adoptNoCache(_ id: WidgetInstanceID, at now: Date) {
        guard states[id]?.lifecycle == .awaitingCache else { return }
        states[id]?.lifecycle = .active
        reloadWhenShown(id, at: now)
    }

    /// True when `state`'s timeline was made by the build of the widget's code that runs now
    /// (or either build is unknown).
    func isCurrentBuild(_ state: InstanceState) -> Bool {
        guard let current = catalog.descriptor(forKind: state.instance.kind)?.build, let made = state.build else { return true }
        return current == made
    }

    /// Asks for the first reload of `id` now if it is on screen, else when it comes on screen.
    mutating func reloadWhenShown(_ id: WidgetInstanceID, at now: Date) {
        if isVisible(id) {
            requestReload(id, reason: .placed, at: now)
        } else {
            states[id]?.lifecycle = .awaitingScreen
            reschedule(id, at: now)
        }
    }

    /// Removes an instance; a result still on its way is then ignored.
    public mutating func remove(_ id: WidgetInstanceID) {
        if let token = states[id]?.inFlight?.token { calls.underWay[token] = nil }
        states[id] = nil
        order.removeAll { $0 == id }
        queue.remove(id)
        calls.heldBack.remove(id)
        placeholders.missing.remove(id)
        presence.remove(id)
        outbox.pushSaves.forget(id)
        outbox.changed.insert(id)
    }

    /// Changes an instance's configuration and reloads it at once, free of budget. The user's
    /// edit restarts a stopped instance, as their reload does (the new values may be the fix).
    public mutating func updateConfiguration(_ id: WidgetInstanceID, to values: ConfigValues, at now: Date) {
        guard states[id] != nil else { return }
        states[id]?.instance.configuration = values
        outbox.changed.insert(id)
        restart(id)
        requestReload(id, reason: .configurationEdit, at: now)
    }
}
