import CellGrid
import Foundation
import HostIO
import Logging
import WidgetEngine

/// The home screen's state, without keys or drawing: the layout and its file, the pages, the
/// selection, the engine and what it persists, the theme, the smart stacks and the calls into
/// widget code waiting to run. Screens (``Screen``) read it to draw and change it as the user
/// asks; the run loop hands it instants through ``HomeScreen``.
@MainActor
public final class HomeModel {
    nonisolated static let logger = Logger(label: "homescreen.screen")

    /// Every widget kind that can be placed.
    public let catalog: WidgetCatalog
    /// The device whose grid and tile sizes the screen has.
    public let profile: DeviceProfile
    /// The user's settings: mouse on or off, the apps of the dock.
    public let config: HomeConfig
    /// The timelines, budgets and schedules of every placed instance.
    public internal(set) var engine: TimelineEngine
    /// The layout and its file, the undo history.
    var document: LayoutDocument {
        didSet { pages.clearLayout() }
    }
    /// Themes, color and preview mode.
    var appearance: Appearance
    /// The page shown and the selection.
    var navigation = Navigation()
    /// The screen size and the pages as last packed for it.
    var pages: PageCache
    /// Each smart stack's top member, rotations, pins, re-checks and the donations they rank by.
    var stacks = StackState() {
        didSet { if stacks.tops != oldValue.tops { pages.clearPacked() } }
    }
    /// The toast and the problems found at start.
    var notices = Notices()
    /// Where and when the engine's caches are written.
    var persistence: InstancePersistence
    /// Calls into widget code waiting for a worker, and those running.
    var work: WorkQueue
    /// The engine's events as the log says them: a burst's repeated lines summarised.
    var logSummary = EngineLogSummary()
    /// True from a start with a store until every instance is placed (``placeRemaining(at:)``).
    var placesRemaining = false

    init(
        catalog: WidgetCatalog, layout: HomeLayout, themes: [Theme], themeIndex: Int, profile: DeviceProfile, settings: EngineSettings,
        store: EngineStore?, screenSize: CellSize, environment: EnvironmentValues, config: HomeConfig, workers: Int
    ) {
        self.catalog = catalog
        self.profile = profile
        self.config = config
        document = LayoutDocument(layout: layout)
        appearance = Appearance(themes: themes, themeIndex: themeIndex)
        appearance.tinted = config.tinted
        pages = PageCache(size: screenSize)
        persistence = InstancePersistence(store: store)
        work = WorkQueue(workers: workers)
        engine = TimelineEngine(catalog: catalog, settings: settings, profile: profile, environment: environment)
        engine.environment.colorScheme = appearance.theme.palette.colorScheme
        engine.environment.widgetRenderingMode = appearance.renderingMode
    }

    /// The layout shown.
    public var layout: HomeLayout { document.layout }

    /// The screen size the pages are packed for.
    var screenSize: CellSize {
        get { pages.size }
        set { pages = PageCache(size: newValue) }
    }

    /// Interaction donations (widgets opened) that give stack members their time-of-day affinity.
    public internal(set) var donations: DonationStore {
        get { stacks.donations }
        set { stacks.donations = newValue }
    }

    /// The theme drawn with.
    public var theme: Theme { appearance.theme }

    /// Every widget instance of the layout, pages in order, stack members included.
    var allWidgets: [WidgetItem] {
        layout.pages.flatMap { page in
            page.items.flatMap { item -> [WidgetItem] in
                switch item {
                case let .widget(widget): return [widget]
                case let .stack(stack): return stack.members
                }
            }
        }
    }

    /// Places the instances at `now`; each shows its placeholder until its cache or its first
    /// timeline arrives. With a store, nothing is reloaded yet: the caches decide
    /// (``HomeScreen/adoptCaches(_:at:finishesReading:)``), timelines of instances off screen
    /// stay on disk, and only the page shown is placed now: the others are placed when their
    /// caches are adopted, or before anything else needs them (``placeRemaining(at:)``), so
    /// that the first frame costs the page shown, not the layout. Without a store, every
    /// instance is placed and asks for its first timeline now.
    func start(at now: Date, coversPage: Bool) {
        if persistence.store != nil {
            engine.archivesOffScreen = true
            for instance in shownInstances { engine.placeAwaitingCache(instance, at: now) }
            placesRemaining = true
        } else {
            for widget in allWidgets { engine.place(widget.instance, at: now) }
        }
        logSummary.started(placing: layout.instanceCount)
        if navigation.selection == nil { navigation.selection = pageItems(for: navigation.page).first?.id }
        updateVisibility(coversPage: coversPage, at: now)
    }

    /// Places every instance of the layout that ``start(at:coversPage:)`` left for later,
    /// waiting for its cache as the others do. Done when the caches off screen are adopted,
    /// and before a key, a resize, a clock change, an edit, a WidgetCenter request or a
    /// control command is taken, so that they find every instance placed. Does nothing once
    /// done.
    func placeRemaining(at now: Date) {
        guard placesRemaining else { return }
        placesRemaining = false
        for widget in allWidgets where engine.states[widget.id] == nil {
            engine.placeAwaitingCache(widget.instance, at: now)
        }
    }

    /// The instances of the page shown, stack members included (their relevance picks what a
    /// stack shows).
    var shownInstances: [WidgetInstance] {
        guard layout.pages.indices.contains(currentLayoutPage) else { return [] }
        let shown = Set(shownItems.map(\.id))
        return layout.pages[currentLayoutPage].items.filter { shown.contains($0.id) }.flatMap(\.instances)
    }

    /// Advances the engine to `now` (WidgetCenter's requests, clock changes, due reloads),
    /// rotates the stacks and persists what changed. The timeline calls due join the work
    /// queue; returns the calls to start now (see ``startCalls(at:)``).
    func advance(to now: Date, monotonic: TimeInterval, centerRequests: [WidgetCenter.Request]) -> [WidgetCall] {
        // WidgetCenter's requests and a clock change reach every instance: those a start left
        // for later too.
        if placesRemaining, !centerRequests.isEmpty || engine.clockDrift(wall: now, monotonic: monotonic) != nil {
            placeRemaining(at: now)
        }
        engine.observeClock(wall: now, monotonic: monotonic)
        engine.apply(centerRequests, at: now)
        for request in engine.advance(to: now) { work.submit(timelineCall(request)) }
        rotateStacks(at: now)
        persist()
        logEngineEvents()
        for line in logSummary.finishIfQuiet(cachesRead: persistence.unsavedWhileReading == nil) {
            Self.logger.log(level: line.level, "\(line.message)")
        }
        if let toast = notices.toast, toast.until <= now { notices.toast = nil }
        return startCalls(at: now)
    }

    /// Takes a timeline: the engine shows it, stacks re-rank, the change is persisted.
    func deliver(_ result: Result<ArchivedTimeline, ProviderFailure>, for token: UInt64, at now: Date) {
        engine.deliver(result, for: token, at: now)
        rotateStacks(at: now)
        persist()
        logEngineEvents()
    }

    /// The call that runs `request`, with the context and environment the engine gives it now.
    private func timelineCall(_ request: ProviderRequest) -> WidgetCall {
        let limit = Duration.seconds(max(1, request.deadline.timeIntervalSince(request.date)) + 1)
        return WidgetCall(
            token: request.token,
            work: .timeline(
                request, context: engine.context(for: request.instance, at: request.date),
                environment: engine.resolveEnvironment(for: request.instance),
                limits: engine.settings.archiveLimits),
            limit: limit)
    }

    /// Queues a gallery snapshot of `kind` in `family`; returns its token.
    func requestSnapshot(kind: String, family: WidgetFamily, at now: Date) -> UInt64 {
        let request = engine.snapshotRequest(kind: kind, family: family, at: now)
        let limit = Duration.seconds(max(0, request.deadline.timeIntervalSince(now)) + 1)
        work.submit(
            WidgetCall(
                token: request.token,
                work: .snapshot(
                    request, context: engine.context(for: request.instance, at: now, isPreview: true),
                    environment: engine.resolveEnvironment(for: request.instance)),
                limit: limit))
        return request.token
    }

    /// Queues a look-up of a parameter's choices; returns its token.
    func requestOptions(_ request: OptionsRequest) -> UInt64 {
        let token = engine.issueToken()
        work.submit(WidgetCall(token: token, work: .options(request), limit: .seconds(max(1, engine.settings.snapshotDeadline))))
        return token
    }

    /// When anything the model shows changes next: the engine's next instant, the status bar's
    /// next minute, a toast's end, a stack's re-check.
    func nextChange(after now: Date) -> Date? {
        var candidates: [Date] = []
        if let next = engine.nextInstant(after: now) { candidates.append(next) }
        candidates.append(Date(timeIntervalSinceReferenceDate: ((now.timeIntervalSinceReferenceDate / 60).rounded(.down) + 1) * 60))
        if let toast = notices.toast { candidates.append(toast.until) }
        candidates += stacks.rechecks.values
        return candidates.min()
    }

    /// Saves the instances that changed (and `also` these) unless caches are being read.
    func persist(also: Set<WidgetInstanceID> = []) {
        persistence.save(engine.takeChangedInstances().union(also), of: engine)
        // Once saved, the timelines of instances off screen leave memory (not while the last
        // run's caches are read: nothing is saved then).
        if persistence.store != nil, persistence.unsavedWhileReading == nil { engine.evictHiddenTimelines() }
    }

    /// Reads back from disk the timelines of `ids` whose entries left memory (instances
    /// coming on screen): one page's cache files, decoded here (six small clocks' hours of
    /// minutes take about half a millisecond).
    func resumeArchivedTimelines(of ids: some Sequence<WidgetInstanceID>, at now: Date) {
        let archived = engine.archivedTimelines(among: ids)
        guard !archived.isEmpty else { return }
        for id in archived { engine.resume(persistence.load(id), for: id, at: now) }
    }

    /// Logs what the engine did: per-instance lines of a burst at debug (``EngineLogSummary``
    /// says them once per kind when the burst ends), the others at info.
    func logEngineEvents() {
        for line in logSummary.take(engine.takeEvents()) { Self.logger.log(level: line.level, "\(line.message)") }
    }

    /// Shows `text` at the bottom for `seconds`.
    func showToast(_ text: String, at now: Date, for seconds: TimeInterval = 5) {
        notices.toast = (text, now.addingTimeInterval(seconds))
        Self.logger.notice("\(text)")
    }
}
