import Foundation

extension TimelineEngine {
    // MARK: The screen

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
            queue.visits += 1
            if isVisible(id) {
                if state.lifecycle == .awaitingScreen {
                    states[id]?.lifecycle = .active
                    requestReload(id, reason: .placed, at: now)
                }
            } else if state.timeline != nil {
                presence.residency.markEvictable(id)
            }
            reschedule(id, at: now)
        }
        releaseHeldReloads(at: now)
    }

    /// Asks for the reloads that waited for `ids` to come on screen (a smart stack's members
    /// on the page shown: their relevance picks what the stack shows).
    public mutating func reloadWaiting(_ ids: some Sequence<WidgetInstanceID>, at now: Date) {
        for id in ids where states[id]?.lifecycle == .awaitingScreen {
            states[id]?.lifecycle = .active
            requestReload(id, reason: .placed, at: now)
        }
    }

    /// Makes the placeholders of `ids` that are not made yet: the provider's synchronous
    /// `placeholder(in:)`, once per kind and family. The front end calls this for the
    /// instances it is about to draw, so a start runs no placeholder of a widget off screen
    /// and asks for the first timelines before it runs any. An instance with a timeline to show
    /// (a restart's cache, or one already delivered) gets its placeholder only when
    /// `evenWhereContentShows` (the placeholder preview draws every tile as its placeholder);
    /// one still waiting for its cache gets it once the cache turns out missing: a restart's
    /// first frame is drawn from the caches, without resolving a view (Swift's first type
    /// lookups and ICU's first formatter made half of its time). The placeholders wanted are
    /// made together, on every core (see ``PlaceholderRequest``).
    public mutating func preparePlaceholders(
        for ids: some Sequence<WidgetInstanceID>, at now: Date,
        evenWhereContentShows: Bool = false
    ) {
        guard !placeholders.missing.isEmpty else { return }
        var wanted: [String: (instance: WidgetInstance, descriptor: WidgetDescriptor)] = [:]
        for id in ids where placeholders.missing.contains(id) {
            guard let state = states[id] else {
                placeholders.missing.remove(id)
                continue
            }
            if !evenWhereContentShows, state.hasTimeline || state.awaitsCache { continue }
            placeholders.missing.remove(id)
            let instance = state.instance
            guard placeholders[instance.kind, instance.family] == nil,
                let descriptor = catalog.descriptor(forKind: instance.kind)
            else { continue }
            wanted["\(instance.kind)|\(instance.family.rawValue)"] = (instance, descriptor)
        }
        let requests = wanted.values.map { wanted in
            PlaceholderRequest(
                kind: wanted.instance.kind, provider: wanted.descriptor.provider,
                context: context(for: wanted.instance, at: now),
                environment: resolveEnvironment(for: wanted.instance))
        }
        for (request, entry) in zip(requests, PlaceholderRequest.make(requests)) {
            placeholders[request.kind, request.context.family] = entry
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

    /// The instances on screen whose entry shown now holds live text (it reads differently
    /// as time passes).
    public var liveInstances: Dictionary<WidgetInstanceID, ViewNode>.Keys { presence.liveInstances }

    /// Takes, for instances on screen, the first instant after now at which the cells the
    /// display draws for them differ from those drawn now (`.distantFuture`: never, as drawn
    /// now), replacing the hints given before: ``nextInstant(after:)`` then makes no instant
    /// for their live text before these (a text cut to "9 m…" does not wake the screen each
    /// second). Only the display knows each text's room; the engine still never reads the
    /// clock. A hint holds until its instant passes or the instance shows another entry.
    public mutating func setQuietUntil(_ hints: [WidgetInstanceID: Date]) {
        presence.setQuietUntil(hints)
    }

    /// What `id` shows at `now`.
    public func display(_ id: WidgetInstanceID, at now: Date) -> InstanceDisplay? {
        guard let state = states[id] else { return nil }
        guard catalog.descriptor(forKind: state.instance.kind) != nil else {
            return InstanceDisplay(source: .unavailable, view: nil, redactionReasons: [], failed: false, stopped: false, staleSince: nil)
        }
        if let timeline = state.timeline, let index = timeline.entryIndex(at: now) {
            let stale = Self.isOutOfDate(state, showing: index, of: timeline, at: now) ? state.receivedAt : nil
            return InstanceDisplay(
                source: .entry(index: index), view: timeline.entries[index].view, redactionReasons: [],
                failed: state.hasFailed, stopped: state.isStopped, staleSince: stale)
        }
        let placeholder = placeholders[state.instance.kind, state.instance.family]
        return InstanceDisplay(
            source: .placeholder, view: placeholder?.view, redactionReasons: .placeholder,
            failed: state.hasFailed, stopped: state.isStopped, staleSince: nil)
    }

    /// Whether the last run's content is out of date: the entry shown is the timeline's last
    /// and its policy's reload is overdue, or a reload since the start failed. A clock restored
    /// with entries still ahead of it, or a `.never` timeline, shows current content: no mark.
    static func isOutOfDate(_ state: InstanceState, showing index: Int, of timeline: ArchivedTimeline, at now: Date) -> Bool {
        guard state.isFromCache else { return false }
        if state.hasFailed { return true }
        guard index == timeline.entries.count - 1, let summary = TimelineSummary(timeline),
            let due = summary.policyDue(at: now)
        else { return false }
        return due <= now
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

    // MARK: Memory

    /// True when the timelines of instances off screen may leave memory: the front end keeps
    /// every instance's timeline on disk (its cache file) and hands it back with
    /// ``resume(_:at:)`` when the instance comes on screen. Off by default (headless tools and
    /// tests keep everything in memory).
    public var archivesOffScreen: Bool {
        get { presence.residency.archivesOffScreen }
        set { presence.residency.archivesOffScreen = newValue }
    }

    /// Drops from memory the timelines of instances off screen whose state has been taken
    /// for saving (``takeChangedInstances()``): each keeps its ``TimelineSummary``, ledger,
    /// relevance and failures, all scheduling needs. Returns how many were dropped. Costs
    /// the instances that left the screen or took a timeline off it since the last call.
    @discardableResult
    public mutating func evictHiddenTimelines() -> Int {
        guard presence.residency.archivesOffScreen else { return 0 }
        var dropped = 0
        for id in presence.residency.takeEvictable() {
            guard !isVisible(id), var state = states[id], state.timeline != nil else { continue }
            if outbox.changed.contains(id) {
                // Not saved yet: its file does not hold this timeline.
                presence.residency.markEvictable(id)
                continue
            }
            state.keepEntries(nil)
            states[id] = state
            presence.forgetEntries(of: id)
            dropped += 1
        }
        return dropped
    }

    /// The instances whose timeline is held but not in memory, of `ids`: what the front end
    /// reads from disk before drawing them.
    public func archivedTimelines(among ids: some Sequence<WidgetInstanceID>) -> [WidgetInstanceID] {
        ids.filter { id in states[id].map { !$0.isResident } ?? false }
    }

    /// Takes back the timeline of an instance whose entries had left memory, read from its
    /// cache file. A file that does not hold the timeline the instance had (lost, set aside,
    /// another one) leaves it without one: it shows its placeholder and reloads now.
    public mutating func resume(_ cache: CachedInstance?, for id: WidgetInstanceID, at now: Date) {
        guard var state = states[id], !state.isResident else { return }
        if let cache, let timeline = cache.timeline, cache.summary == state.summary, cache.receivedAt == state.receivedAt {
            state.keepEntries(timeline)
            states[id] = state
            presence.hold(timeline, for: id)
            if !isVisible(id) { presence.residency.markEvictable(id) }
            reschedule(id, at: now)
            return
        }
        state.dropTimeline()
        states[id] = state
        requestReload(id, reason: .placed, at: now)
    }

    /// How many instances hold their timeline's entries in memory (cost: every instance).
    public var residentTimelineCount: Int {
        states.values.count(where: { $0.timeline != nil })
    }

    /// How many instances the engine has visited so far while stepping (``advance(to:)``),
    /// scheduling and following the screen (``setVisible(_:at:)``): the work of a tick, which
    /// does not grow with instances off screen between their own instants.
    public var instancesVisited: Int { queue.visits }

    /// False when nothing is drawn every second (a headless run of the schedule): live text
    /// then makes no instant of its own.
    public var ticksLiveText: Bool {
        get { presence.ticksLiveText }
        set { presence.ticksLiveText = newValue }
    }
}
