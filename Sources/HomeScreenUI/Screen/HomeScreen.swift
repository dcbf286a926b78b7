import CellGrid
import Foundation
import Logging
import WidgetEngine

/// The home screen's state and behaviour, independent of any terminal: the layout, the
/// engine, the theme, the page and the selection. The run loop hands it instants and events;
/// it answers with frames, provider calls to make and when to wake next.
@MainActor
public final class HomeScreen {
    /// What an event asks of the run loop.
    public enum Outcome: Equatable, Sendable {
        case none
        case redraw
        case repaintAll
        case quit
        /// Run a program (an app, or the app that opens a URL): the run loop hands the terminal
        /// over and takes it back.
        case launch(LaunchPlan)
    }

    public let catalog: WidgetCatalog
    public let profile: DeviceProfile
    public internal(set) var layout: HomeLayout {
        didSet { packedPages = nil }
    }
    public internal(set) var engine: TimelineEngine
    /// Where widget state is kept between runs.
    public let store: EngineStore?
    let themes: [Theme]
    /// The user's settings: mouse on or off, the apps of the dock.
    public let config: HomeConfig
    let launcher: AppLauncher
    let logger = Logger(label: "homescreen.screen")

    /// The theme in use (index into the catalog's themes).
    public internal(set) var themeIndex: Int
    /// The page shown, from 0.
    public internal(set) var page = 0
    /// The id of the selected item on the page (a widget's instance id or a stack's id).
    public internal(set) var selection: String?
    /// The link selected inside the selected widget with Tab, if any.
    public internal(set) var linkIndex: Int?
    /// True while the help overlay is open.
    public internal(set) var showsHelp = false
    /// A message shown at the bottom for a while.
    public internal(set) var toast: (text: String, until: Date)?
    /// The screen size the last frame was drawn for.
    public internal(set) var screenSize: CellSize {
        didSet { packedPages = nil }
    }
    /// Each stack's member on top, and when it last rotated.
    var stackTops: [String: WidgetInstanceID] = [:] {
        didSet { packedPages = nil }
    }
    /// ``screenPages`` as last packed; cleared when the layout, the screen size or a stack's
    /// top member changes (the frame asks for the pages several times).
    var packedPages: [ScreenPage]?
    var stackRotations: [String: Date] = [:]
    /// Links found in the tiles of the last frame, by item id.
    var lastLinks: [String: [LinkTarget]] = [:]
    var lastWidgetURLs: [String: URL] = [:]
    var lastFrames: [(id: String, frame: CellRect)] = []
    var drawsInMonochrome = false
    /// Where edits of the layout are saved (nil: they stay in memory, see
    /// ``layoutUnsavedReason``).
    public var layoutDestination: URL?
    /// Why edits are not saved, when ``layoutDestination`` is nil: "layout not loaded from
    /// <file>: <reason>" while the file does not load. Shown as a problem until it is fixed.
    public var layoutUnsavedReason: String?
    /// Why the last save failed (a read-only file), until a save succeeds.
    var saveFailure: String?
    /// Problems found at start that the screen works around (a theme or `config.toml` that
    /// did not load), shown with the others (see ``problems``).
    public var startupProblems: [String] = []
    /// True while the problems box is open (`!`).
    public internal(set) var showsProblems = false
    /// Rendered tiles that can be drawn again unchanged, by item id.
    var tileCache: [String: (key: TileKey, tile: CachedTile)] = [:]
    /// The wallpaper painted for the last frame's size and theme.
    var wallpaperCache: (key: WallpaperKey, buffer: CellBuffer)?
    /// Writes the engine's caches off the main actor (the run loop sets one); nil: at once.
    public var cacheWriter: CacheWriter?
    /// While the last run's caches are read: the instances changed meanwhile, saved once the
    /// caches are adopted (nil: not reading).
    var unsavedWhileReading: Set<WidgetInstanceID>?
    /// The status bar's row as last painted.
    var statusBar = StatusBarRow()
    /// The status bar's time, made once a minute.
    var statusClock = StatusClock()
    /// The gallery sheet, while open (`g`).
    public internal(set) var gallery: GallerySheet?
    /// The preview the widgets are drawn in (`p`, `P`).
    public internal(set) var previewMode = PreviewMode.live
    /// The instance whose budget view is open (`b`).
    public internal(set) var budgetInstance: WidgetInstanceID?
    /// Edit mode, the configuration sheet, undo and the layout file's hot reload.
    var editor = EditorState()
    /// Pins, reasons and re-checks of the smart stacks.
    var stacks = StackState()
    /// Interaction donations (widgets opened) that give stack members their time-of-day affinity.
    public internal(set) var donations = DonationStore()

    public init(catalog: WidgetCatalog, layout: HomeLayout, themes: [Theme], themeIndex: Int, profile: DeviceProfile = .iPhone,
                settings: EngineSettings = .standard, store: EngineStore?, screenSize: CellSize, timeZone: TimeZone = .current,
                locale: Locale = .current, config: HomeConfig = .defaults) {
        self.config = config
        self.launcher = AppLauncher(apps: config.apps)
        self.catalog = catalog
        self.layout = layout
        self.themes = themes.isEmpty ? [.fallback] : themes
        self.themeIndex = min(max(0, themeIndex), max(0, themes.count - 1))
        self.profile = profile
        self.store = store
        self.screenSize = screenSize
        var environment = EnvironmentValues()
        environment.timeZone = timeZone
        environment.locale = locale
        engine = TimelineEngine(catalog: catalog, settings: settings, profile: profile, environment: environment)
        engine.environment.colorScheme = theme.palette.colorScheme
    }

    /// The theme in use (monochrome when the terminal shows no color).
    public var theme: Theme { drawsInMonochrome ? .monochrome : themes[themeIndex] }

    /// Draws with attributes only, for a terminal without color (`NO_COLOR`, `--color never`).
    public func useMonochrome() {
        drawsInMonochrome = true
        tileCache.removeAll()
    }

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

    /// Places every instance at `now`; each shows its placeholder until its cache (see
    /// ``adoptCaches(_:at:)``) or its first timeline arrives.
    public func start(at now: Date) {
        for widget in allWidgets { engine.place(widget.instance, at: now) }
        if selection == nil { selection = pageItems(for: page).first?.id }
        updateVisibility(at: now)
    }

    /// The instances whose caches to read (off the main actor: decoding takes a while).
    public var cachedInstanceIDs: [WidgetInstanceID] { allWidgets.map(\.id) }

    /// Says the last run's caches are being read: until ``adoptCaches(_:at:finishesReading:)``
    /// has taken the last of them, nothing is saved, so no save overwrites a cache before it
    /// is read. Returns the instances whose caches to read, those of the page on screen first
    /// (every member of its stacks: their relevance picks what a stack shows).
    public func beginReadingCaches() -> (shown: [WidgetInstanceID], hidden: [WidgetInstanceID]) {
        unsavedWhileReading = unsavedWhileReading ?? []
        let shown = pageItems(for: page).flatMap { item in item.stack.map { $0.members.map(\.id) } ?? item.instance.map { [$0] } ?? [] }
        return (shown, cachedInstanceIDs.filter { !shown.contains($0) })
    }

    /// Reads the caches of `ids` from `store`; safe to call from any task.
    public nonisolated static func loadCaches(_ ids: [WidgetInstanceID], from store: EngineStore) -> [CachedInstance] {
        ids.compactMap { store.load($0) }
    }

    /// True when every one of `ids` has a timeline to show at `now` (cached or live).
    public func showsContent(for ids: [WidgetInstanceID], at now: Date) -> Bool {
        ids.allSatisfy { engine.states[$0]?.entryIndex(at: now) != nil }
    }

    /// Takes caches read in the background: content from the last run shows at once (marked
    /// stale) where nothing newer has arrived; budgets and relevance carry over. With
    /// `finishesReading`, these were the last: what changed while they were read is saved now.
    public func adoptCaches(_ caches: [CachedInstance], at now: Date, finishesReading: Bool = true) {
        for cache in caches { engine.adopt(cache, at: now) }
        guard finishesReading else { return }
        let unsaved = unsavedWhileReading ?? []
        unsavedWhileReading = nil
        persist(also: unsaved)
    }

    /// Advances the engine to `now`: WidgetCenter requests, clock changes, due reloads. Returns
    /// the provider calls to make; persists what changed.
    public func step(at now: Date, monotonic: TimeInterval) -> [ProviderRequest] {
        engine.observeClock(wall: now, monotonic: monotonic)
        engine.apply(WidgetCenter.shared.takeRequests(), at: now)
        let requests = engine.advance(to: now)
        rotateStacks(at: now)
        persist()
        for event in engine.takeEvents() { logger.info("\(event.description)") }
        if let toast, toast.until <= now { self.toast = nil }
        return requests + takeSnapshotRequests(at: now)
    }

    /// Takes a provider result.
    public func deliver(_ result: Result<ArchivedTimeline, ProviderFailure>, for token: UInt64, at now: Date) {
        engine.deliver(result, for: token, at: now)
        rotateStacks(at: now)
        persist()
        for event in engine.takeEvents() { logger.info("\(event.description)") }
    }

    /// When anything on screen changes next: the engine's next instant, the status bar's next
    /// minute, a toast's end.
    public func nextWake(after now: Date) -> Date? {
        var candidates: [Date] = []
        if let next = engine.nextInstant(after: now) { candidates.append(next) }
        candidates.append(Date(timeIntervalSinceReferenceDate: ((now.timeIntervalSinceReferenceDate / 60).rounded(.down) + 1) * 60))
        if let toast { candidates.append(toast.until) }
        if let gallery = galleryWake(after: now) { candidates.append(gallery) }
        candidates += stacks.rechecks.values
        return candidates.min()
    }

    /// Saves the instances that changed (and `also` these) unless caches are being read.
    func persist(also: Set<WidgetInstanceID> = []) {
        let changed = engine.takeChangedInstances().union(also)
        if unsavedWhileReading != nil {
            unsavedWhileReading?.formUnion(changed)
            return
        }
        guard let store, !changed.isEmpty else { return }
        let caches = EngineStore.caches(of: changed, in: engine)
        if let cacheWriter {
            cacheWriter.write(caches, to: store)
            return
        }
        do {
            try store.write(caches)
        } catch {
            logger.error("cannot save widget state: \(error)")
        }
    }

    /// Shows `text` at the bottom for five seconds.
    func showToast(_ text: String, at now: Date) {
        toast = (text, now.addingTimeInterval(5))
        logger.notice("\(text)")
    }
}

extension HomeScreen {
    /// Shows a start-up message (a layout written or refused) once, as a toast.
    public func announce(_ text: String, at now: Date) {
        showToast(text, at: now)
    }
}
