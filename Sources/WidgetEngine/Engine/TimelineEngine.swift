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
    public var settings: EngineSettings
    /// The widgets that can be placed.
    public let catalog: WidgetCatalog
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
    /// What is on screen (set with ``setVisible(_:at:)``) and which instances show live text.
    var presence = ScreenPresence()
    var clockReference: (wall: Date, monotonic: TimeInterval)?
    /// False when nothing is drawn every second (a headless run of the schedule): live text
    /// then makes no instant of its own.
    public var ticksLiveText = true
    /// Which instances off screen hold their timelines in memory, and whether they may leave it.
    var residency = Residency()
    /// Instances visited by stepping, scheduling and visibility changes so far (see
    /// ``instancesVisited``).
    var visits = 0

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
        state.awaitsCache = true
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
                if !isVisible(id) { residency.markEvictable(id) }
            }
        } else if state.relevance.highestScore < cache.relevance.highestScore {
            state.relevance = cache.relevance
        }
        let starting = state.awaitsCache
        state.awaitsCache = false
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
        guard states[id]?.awaitsCache == true else { return }
        states[id]?.awaitsCache = false
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
            states[id]?.awaitsScreen = true
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
        residency.forget(id)
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

    /// Which instances are on screen (nil: all). Live text ticks only for visible ones, and
    /// their reloads go first (see ``advance(to:)``).
    ///
    /// Only the instances that came on screen or left it are visited: one coming on screen
    /// asks for the reload it waited for (see ``adoptNoCache(_:at:)``) and schedules its entry
    /// dates; one leaving it stops scheduling them (nothing of it is drawn), and its timeline
    /// may leave memory (``evictHiddenTimelines()``).
    public mutating func setVisible(_ ids: Set<WidgetInstanceID>?, at now: Date) {
        let before = presence.visible
        presence.visible = ids
        let changed = before.flatMap { before in ids.map { Array(before.symmetricDifference($0)) } } ?? order
        for id in changed {
            guard let state = states[id] else { continue }
            visits += 1
            if isVisible(id) {
                if state.awaitsScreen {
                    states[id]?.awaitsScreen = false
                    requestReload(id, reason: .placed, at: now)
                }
            } else if state.timeline != nil {
                residency.markEvictable(id)
            }
            reschedule(id, at: now)
        }
        releaseHeldReloads(at: now)
    }

    /// Asks for the reloads that waited for `ids` to come on screen (a smart stack's members
    /// on the page shown: their relevance picks what the stack shows).
    public mutating func reloadWaiting(_ ids: some Sequence<WidgetInstanceID>, at now: Date) {
        for id in ids where states[id]?.awaitsScreen == true {
            states[id]?.awaitsScreen = false
            requestReload(id, reason: .placed, at: now)
        }
    }

    /// Makes the placeholders of `ids` that are not made yet: the provider's synchronous
    /// `placeholder(in:)`, once per kind and family. The front end calls this for the
    /// instances it is about to draw, so a start runs no placeholder of a widget off screen
    /// and asks for the first timelines before it runs any. An instance with a timeline to show
    /// (a restart's cache, or one already delivered) gets its placeholder only when
    /// `evenWhereContentShows` (the placeholder preview draws every tile as its placeholder).
    public mutating func preparePlaceholders(
        for ids: some Sequence<WidgetInstanceID>, at now: Date,
        evenWhereContentShows: Bool = false
    ) {
        guard !placeholders.missing.isEmpty else { return }
        for id in ids where placeholders.missing.contains(id) {
            guard let state = states[id] else {
                placeholders.missing.remove(id)
                continue
            }
            if !evenWhereContentShows, state.hasTimeline { continue }
            placeholders.missing.remove(id)
            cachePlaceholder(for: state.instance, at: now)
        }
    }

    mutating func cachePlaceholder(for instance: WidgetInstance, at now: Date) {
        guard placeholders[instance.kind, instance.family] == nil, let descriptor = catalog.descriptor(forKind: instance.kind)
        else { return }
        placeholders[instance.kind, instance.family] = descriptor.provider.placeholder(
            in: context(for: instance, at: now), environment: resolveEnvironment(for: instance))
    }

    /// The context a provider is given for `instance` at `now`.
    public func context(for instance: WidgetInstance, at now: Date, isPreview: Bool = false) -> TimelineProviderContext {
        TimelineProviderContext(
            family: instance.family, profile: profile, isPreview: isPreview,
            colorScheme: environment.colorScheme, date: now)
    }

    /// The environment `instance`'s views are resolved in: the engine's, with the instance's
    /// family, the rendering mode of that family under the engine's (accessory families are
    /// vibrant, and dark), and whether its container background shows in that mode.
    public func resolveEnvironment(for instance: WidgetInstance) -> EnvironmentValues {
        var environment = self.environment
        environment.widgetFamily = instance.family
        environment.pointScale = profile.pointScale
        let mode = WidgetRenderingMode.of(instance.family, appearance: self.environment.widgetRenderingMode)
        environment.widgetRenderingMode = mode
        if mode == .vibrant { environment.colorScheme = .dark } // the lock screen is dark
        let removable = catalog.descriptor(forKind: instance.kind)?.containerBackgroundRemovable ?? true
        environment.showsWidgetContainerBackground = mode.showsContainerBackground(removable: removable)
        let marginsDisabled = catalog.descriptor(forKind: instance.kind)?.contentMarginsDisabled ?? false
        environment.layoutContainer = profile.layoutContainer(of: instance.family, contentMarginsDisabled: marginsDisabled)
        return environment
    }

    /// Changes the color scheme and the rendering mode views are resolved in. Views read them
    /// when they are archived, so when either changed every placeholder is made again and
    /// every instance's timeline is asked for again, free of budget; returns whether they did.
    @discardableResult
    public mutating func changeAppearance(colorScheme: ColorScheme, renderingMode: WidgetRenderingMode, at now: Date) -> Bool {
        guard colorScheme != environment.colorScheme || renderingMode != environment.widgetRenderingMode else { return false }
        environment.colorScheme = colorScheme
        environment.widgetRenderingMode = renderingMode
        placeholders = PlaceholderCache()
        placeholders.missing = Set(order)
        requestReloadAll(reason: .foreground, at: now)
        return true
    }

    // MARK: Reading

    /// The instances on screen (nil: all of them, as headless tools draw), set with
    /// ``setVisible(_:at:)``.
    public var visible: Set<WidgetInstanceID>? { presence.visible }

    /// What `id` shows at `now`.
    public func display(_ id: WidgetInstanceID, at now: Date) -> InstanceDisplay? {
        guard let state = states[id] else { return nil }
        guard catalog.descriptor(forKind: state.instance.kind) != nil else {
            return InstanceDisplay(source: .unavailable, view: nil, redactionReasons: [], failed: false, stopped: false, staleSince: nil)
        }
        let stale = state.isFromCache ? state.receivedAt : nil
        if let timeline = state.timeline, let index = timeline.entryIndex(at: now) {
            return InstanceDisplay(
                source: .entry(index: index), view: timeline.entries[index].view, redactionReasons: [],
                failed: state.hasFailed, stopped: state.isStopped, staleSince: stale)
        }
        let placeholder = placeholders[state.instance.kind, state.instance.family]
        return InstanceDisplay(
            source: .placeholder, view: placeholder?.view, redactionReasons: .placeholder,
            failed: state.hasFailed, stopped: state.isStopped, staleSince: nil)
    }

    /// The placeholder archive of a kind in a family, if one was made.
    public func placeholder(kind: String, family: WidgetFamily) -> ArchivedEntry? {
        placeholders[kind, family]
    }

    /// Charged reloads `id` has left at `now` (nil: unlimited).
    public func budgetLeft(_ id: WidgetInstanceID, at now: Date) -> Int? {
        states[id]?.ledger.remaining(at: now, settings: settings)
    }

    /// Everything that happened since the last call, oldest first.
    public mutating func takeEvents() -> [EngineEvent] {
        defer { outbox.events.removeAll() }
        return outbox.events
    }

    /// Instances whose timeline, ledger or relevance changed (or that were removed) since the
    /// last call: what the store should write.
    public mutating func takeChangedInstances() -> Set<WidgetInstanceID> {
        defer { outbox.changed.removeAll() }
        return outbox.changed
    }

    /// The placed instances, as WidgetCenter lists them.
    public var currentConfigurations: [WidgetInfo] {
        order.compactMap { states[$0] }.map { WidgetInfo(instance: $0.instance) }
    }
}
