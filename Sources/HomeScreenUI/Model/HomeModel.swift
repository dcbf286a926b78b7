import CellGrid
import Foundation
import HostIO
import Logging
import WidgetEngine

/// The home screen's state, without keys or drawing: the home (``HomeState``: the layout and
/// its file, the pages, the selection, the appearance, the smart stacks) and the widgets it
/// hosts (``HostedWidgets``: the engine, the calls into widget code, what is kept between
/// runs). Screens read it; what they ask for comes back as a ``HomeIntent``, which the model
/// applies in one place (``apply(_:at:)``). ``HomeScreen`` hands it every message.
@MainActor
public final class HomeModel {
    nonisolated static let logger = Logger(label: "homescreen.screen")

    /// Every widget kind that can be placed.
    public internal(set) var catalog: WidgetCatalog
    /// The device whose grid and tile sizes the screen has.
    public let profile: DeviceProfile
    /// The user's settings: mouse on or off, the apps of the dock.
    public let config: HomeConfig
    /// The layout, pages, selection, appearance, stacks and notices.
    var home: HomeState
    /// The live activities, running and ended (``HomeModel/acceptActivity(_:at:)``).
    var activities = ActivityBook()
    /// When the activities are written next (at most once a second).
    var activitySaving = ActivitySaving()
    /// The engine, the work queue and persistence.
    let hosted: HostedWidgets
    /// Where the appearance chosen with keys is kept, what was kept and `config.toml`'s
    /// defaults it replaces (nil: not kept, as in tests and headless tools).
    var appearanceMemory: (folder: URL, memory: AppearanceMemory, defaults: HomeConfig)?
    /// The controls row: each control's last template, presses, failures, focus.
    var controls = ControlsRow()
    /// Do not disturb (the Do Not Disturb control): toasts are logged, not shown.
    var quiet = false

    init(
        catalog: WidgetCatalog, layout: HomeLayout, themes: [Theme], themeIndex: Int, profile: DeviceProfile, settings: EngineSettings,
        store: EngineStore?, screenSize: CellSize, environment: EnvironmentValues, config: HomeConfig, workers: Int
    ) {
        self.catalog = catalog
        self.profile = profile
        self.config = config
        var appearance = Appearance(themes: themes, themeIndex: themeIndex)
        appearance.tinted = config.tinted
        appearance.background = TerminalBackground(mode: config.themeMode)
        if let scheme = config.themeMode.scheme,
            let index = appearance.themes[appearance.themeIndex].index(for: scheme, in: appearance.themes)
        {
            appearance.themeIndex = index
        }
        home = HomeState(layout: layout, profile: profile, appearance: appearance, screenSize: screenSize, pagesAcross: config.pagesAcross)
        home.hasDock = !config.apps.isEmpty
        var engine = TimelineEngine(catalog: catalog, settings: settings, profile: profile, environment: environment)
        engine.environment.colorScheme = appearance.theme.palette.colorScheme
        engine.environment.widgetRenderingMode = appearance.renderingMode
        hosted = HostedWidgets(engine: engine, store: store, workers: workers)
    }

    // MARK: Reading

    /// The timelines, budgets and schedules of every placed instance. Read in place, not
    /// copied: a tick reads it for every tile, and a copy retains each of its tables.
    public var engine: TimelineEngine {
        _read { yield hosted.engine }
    }
    /// The layout shown.
    public var layout: HomeLayout { home.layout }
    /// The theme drawn with.
    public var theme: Theme { home.appearance.theme }
    /// Interaction donations (widgets opened) that give stack members their time-of-day affinity.
    public var donations: DonationStore { home.stacks.donations }
    /// Themes, color and preview mode.
    var appearance: Appearance { home.appearance }
    /// The page shown and the selection.
    var navigation: Navigation { home.navigation }
    /// Each smart stack's top member, rotations, pins and re-checks.
    var stacks: StackState { home.stacks }
    /// The toast and the problems found at start.
    var notices: Notices { home.notices }
    /// The screen size the pages are packed for.
    var screenSize: CellSize { home.screenSize }
    /// The slot grid for the current screen size.
    var grid: SlotGrid { home.grid }
    /// The number of screen pages.
    var pageCount: Int { home.pageCount }
    /// The items of the pages shown (the page shown and those beside it).
    var shownItems: [PlacedItem] { home.shownItems }
    /// The screen pages shown side by side.
    var shownPages: Range<Int> { home.shownPages }
    /// The selected widget or stack (nil when a dock icon is selected).
    var selectedItem: PlacedItem? { home.selectedItem }
    /// The dock's icons as selection targets ("dock:N").
    var dockTargets: [HitTarget] { home.dockTargets(of: config.apps) }
    /// What a click can land on: the page's tiles and the dock's icons.
    var hitTargets: [HitTarget] { home.hitTargets(dock: config.apps) }
    /// Screen page `index`, packed if it was not yet; nil past the last.
    func screenPage(_ index: Int) -> ScreenPage? { home.screenPage(index) }
    /// The items shown on screen page `page`, in reading order.
    func pageItems(for page: Int) -> [PlacedItem] { home.pageItems(for: page) }

    /// The instances of the page shown, stack members included (their relevance picks what a
    /// stack shows).
    var shownInstances: [WidgetInstance] {
        let pages = Set(home.shownPages.compactMap { home.screenPage($0)?.layoutPage }).sorted()
        let shown = Set(home.shownItems.map(\.id))
        return pages.filter(layout.pages.indices.contains).flatMap { page in
            layout.pages[page].items.filter { shown.contains($0.id) }.flatMap(\.instances)
        }
    }

    // MARK: Starting

    /// Places the instances at `now`; each shows its placeholder until its cache or its first
    /// timeline arrives. With a store, nothing is reloaded yet: the caches decide
    /// (``HomeMessage/cachesRead(_:finishesReading:)``), timelines of instances off screen
    /// stay on disk, and only the page shown is placed now: the others are placed when their
    /// caches are adopted, or before anything else needs them (``placeRemaining(at:)``), so
    /// that the first frame costs the page shown, not the layout. Without a store, every
    /// instance is placed and asks for its first timeline now.
    func start(at now: Date) {
        if hosted.persistence.store != nil {
            hosted.engine.archivesOffScreen = true
            for instance in shownInstances { hosted.engine.placeAwaitingCache(instance, at: now) }
            hosted.placesRemaining = true
        } else {
            for widget in home.allWidgets { hosted.engine.place(widget.instance, at: now) }
        }
        placeStatusInstances(at: now)
        hosted.logSummary.started(placing: layout.instanceCount)
        if home.navigation.selection == nil { home.navigation.selection = home.pageItems(for: home.navigation.page).first?.id }
    }

    /// Places every instance of the layout that ``start(at:)`` left for later, waiting for its
    /// cache as the others do. ``HomeScreen`` does it once, before the first message that
    /// needs every instance (the caches off screen adopted, a key, a resize, a clock change,
    /// an edit, a WidgetCenter request or a control command). Does nothing once done.
    func placeRemaining(at now: Date) {
        guard hosted.placesRemaining else { return }
        hosted.placesRemaining = false
        for widget in home.allWidgets where hosted.engine.states[widget.id] == nil {
            hosted.engine.placeAwaitingCache(widget.instance, at: now)
        }
    }

    /// True while some instances wait to be placed (see ``placeRemaining(at:)``).
    var placesRemaining: Bool { hosted.placesRemaining }

    // MARK: Stepping

    /// Brings the model to `now`: WidgetCenter's requests and a clock change (a jump of the wall
    /// clock against `monotonic`, when given) reach the engine, the stacks rotate, the engine
    /// learns what is on screen (`coversPage`: none while a sheet covers the page), the calls
    /// due join the work queue, what changed is persisted and logged, and the placeholders of
    /// the tiles about to be drawn are made (never while drawing). `shownInstead`: the widgets
    /// a screen shows in place of the pages (the lock screen's, StandBy's).
    func step(
        to now: Date, monotonic: TimeInterval?, centerRequests: [WidgetCenter.Request], coversPage: Bool,
        shownInstead: [PlacedItem]? = nil
    ) {
        if let monotonic { hosted.engine.observeClock(wall: now, monotonic: monotonic) }
        hosted.engine.apply(centerRequests, at: now)
        rotateStacks(at: now)
        home.revealSelection()
        let shown = shownInstead ?? home.shownItems
        updateVisibility(of: shown, coversPage: coversPage, at: now)
        hosted.queueDueTimelines(at: now)
        stepControls(at: now)
        hosted.persist()
        saveActivitiesIfDue(at: now)
        hosted.logEngineEvents()
        for line in hosted.logSummary.finishIfQuiet(cachesRead: hosted.persistence.unsavedWhileReading == nil) {
            Self.logger.log(level: line.level, "\(line.message)")
        }
        if let toast = home.notices.toast, toast.until <= now { home.notices.toast = nil }
        hosted.engine.preparePlaceholders(
            for: shown.compactMap(\.instance), at: now, evenWhereContentShows: home.appearance.previewMode == .placeholder)
    }

    /// Tells the engine which of `items` are on screen (live text ticks only for them; none
    /// while a sheet covers the page).
    ///
    /// An instance coming on screen takes back its timeline from disk if it had left memory,
    /// and asks for the first timeline it waited for; so do the members of the stacks shown
    /// (their relevance picks the stack's top).
    private func updateVisibility(of items: [PlacedItem], coversPage: Bool, at now: Date) {
        let visible = coversPage ? [] : Set(items.compactMap(\.instance))
        if hosted.engine.visible != visible { hosted.engine.setVisible(visible, at: now) }
        hosted.engine.setOnPage(Set(items.flatMap { $0.stack?.members.map(\.id) ?? $0.instance.map { [$0] } ?? [] }), at: now)
        // Costs the page shown only.
        hosted.resumeArchivedTimelines(of: visible, at: now)
        for item in items {
            if let stack = item.stack { hosted.engine.reloadWaiting(stack.members.map(\.id), at: now) }
        }
    }

    /// Takes a timeline: the engine shows it; the next step re-ranks the stacks and persists it.
    func deliver(_ result: Result<ArchivedTimeline, ProviderFailure>, for token: UInt64, at now: Date) {
        hosted.engine.deliver(result, for: token, at: now)
    }

    /// Takes the last run's caches: content shows at once (marked stale) where nothing newer
    /// has arrived; budgets and relevance carry over. With `finishesReading`, these were the
    /// last: what changed while they were read is saved now.
    func adoptCaches(_ reads: [HomeScreen.CacheRead], finishesReading: Bool, at now: Date) {
        for read in reads {
            if let cache = read.cache {
                hosted.engine.adopt(cache, at: now)
            } else {
                hosted.engine.adoptNoCache(read.id, at: now)
            }
        }
        hosted.logSummary.adoptedCaches(reads.count { $0.cache?.summary != nil })
        if finishesReading { hosted.persist(also: hosted.persistence.finishReading()) }
    }

    /// When anything the model shows changes next: the engine's next instant, the status bar's
    /// next minute, a toast's end, a stack's re-check; with `saves`, the activities' next write;
    /// without `liveText`, all but live text (the widgets' dates and timers, the activities'
    /// elapsed time).
    func nextChange(after now: Date, saves: Bool = true, liveText: Bool = true) -> Date? {
        var candidates: [Date] = []
        if let next = liveText ? hosted.engine.nextInstant(after: now) : hosted.engine.nextScheduledInstant() {
            candidates.append(next)
        }
        candidates.append(Date(timeIntervalSinceReferenceDate: ((now.timeIntervalSinceReferenceDate / 60).rounded(.down) + 1) * 60))
        if let toast = home.notices.toast { candidates.append(toast.until) }
        if let deadline = home.appearance.background.deadline { candidates.append(deadline) }
        candidates += home.stacks.rechecks.values
        if let next = activitiesNextChange(after: now, liveText: liveText) { candidates.append(next) }
        if saves, let due = activitySaving.due { candidates.append(due) }
        return candidates.min()
    }

    /// Shows `text` at the bottom for `seconds`.
    func showToast(_ text: String, at now: Date, for seconds: TimeInterval = 5) {
        guard !quiet else { return Self.logger.notice("(do not disturb) \(text)") }
        home.showToast(text, at: now, for: seconds)
    }
}
