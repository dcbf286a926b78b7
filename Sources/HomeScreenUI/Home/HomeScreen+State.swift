import CellGrid
import Foundation
import HostIO
import WidgetEngine

extension HomeScreen {
    /// Every widget kind that can be placed.
    public var catalog: WidgetCatalog { model.catalog }
    /// The device whose grid and tile sizes the screen has.
    public var profile: DeviceProfile { model.profile }
    /// The layout shown.
    public var layout: HomeLayout { model.layout }
    /// The engine: timelines, budgets, schedules.
    public var engine: TimelineEngine {
        _read { yield model.engine }
    }
    /// Where widget state is kept between runs.
    public var store: EngineStore? { model.hosted.persistence.store }
    /// The user's settings.
    public var config: HomeConfig { model.config }
    /// The theme drawn with.
    public var theme: Theme { model.theme }
    /// Whether the terminal is asked for its background (OSC 11) at start and on focus-in, when
    /// `theme_mode` is "auto": the program sets it for a real terminal.
    public var asksTerminalBackground: Bool {
        get { model.home.appearance.background.asksTerminal }
        set { model.home.appearance.background.asksTerminal = newValue }
    }
    /// The size the screen is drawn at.
    public var screenSize: CellSize { model.screenSize }
    /// The page shown, from 0.
    public var page: Int { model.home.navigation.page }
    /// The number of screen pages at this size.
    public var pageCount: Int { model.pageCount }
    /// The id of the selected item.
    public var selection: String? { model.home.navigation.selection }
    /// The message shown at the bottom for a while.
    public var toast: (text: String, until: Date)? { model.home.notices.toast }
    /// The preview the widgets are drawn in (`p`, `P`).
    public var previewMode: PreviewMode { model.home.appearance.previewMode }
    /// The interaction donations that give stack members their time-of-day affinity.
    public var donations: DonationStore { model.donations }
    /// The ids of the items on the screen page shown, in reading order.
    public var pageItemIDs: [String] { model.home.shownItems.map(\.id) }
    /// Everything wrong that the screen works around (see ``HomeModel/problems``).
    public var problems: [String] { model.problems }
    /// True while edit mode is on.
    public var isEditing: Bool { stack.isEditing }
    /// The gallery sheet, while open.
    public var gallery: GallerySheet? { stack.first(GalleryScreen.self)?.sheet }
    /// The instance whose budget view is open.
    public var budgetInstance: WidgetInstanceID? { stack.first(BudgetScreen.self)?.instance }
    /// The configuration sheet, while open.
    var configurationSheet: ConfigurationSheet? { stack.first(ConfigurationScreen.self)?.sheet }
    /// The stack explanation, while open.
    var infoSheet: InfoSheet? { stack.first(InfoScreen.self)?.sheet }

    /// Where edits of the layout are saved (nil: they stay in memory, see
    /// ``layoutUnsavedReason``).
    public var layoutDestination: URL? {
        get { model.home.document.destination }
        set { model.home.document.destination = newValue }
    }

    /// Why edits are not saved, when ``layoutDestination`` is nil. Shown as a problem until
    /// it is fixed.
    public var layoutUnsavedReason: String? {
        get { model.home.document.unsavedReason }
        set { model.home.document.unsavedReason = newValue }
    }

    /// The layout file watched for hand edits (also when it did not load at start).
    public var layoutSourceFile: URL? { model.home.document.file }

    /// Watches `file` for hand edits, whose text as read at start has `digest` (as
    /// ``LayoutFile/load(_:catalog:profile:snapshots:)`` gives it, so the file is not read
    /// twice); nil reads it now.
    public func setLayoutSource(_ file: URL?, digest: UInt64? = nil) {
        model.setLayoutSource(file, digest: digest)
    }

    /// Keeps the appearance chosen with keys (`t`, `T`) and Do Not Disturb in `folder` (the
    /// state folder), over `defaults` (`config.toml`'s), starting from what was kept (see
    /// ``AppearanceMemory``): Do Not Disturb starts as it was left.
    public func rememberAppearance(in folder: URL, memory: AppearanceMemory, defaults: HomeConfig) {
        model.appearanceMemory = (folder, memory, defaults)
        if let quiet = memory.quiet {
            model.quiet = quiet
            switches.change { $0.quiet = quiet }
        }
    }

    /// Where the layout's snapshots are kept (see ``LayoutSnapshots``): a hand edit that loads
    /// keeps one for its text, so the next start skips TOML. Nil for none.
    public var layoutSnapshots: LayoutSnapshots? {
        get { model.home.document.snapshots }
        set { model.home.document.snapshots = newValue }
    }

    /// Problems found at start that the screen works around (a theme or `config.toml` that
    /// did not load), shown with the others.
    public var startupProblems: [String] {
        get { model.home.notices.startupProblems }
        set { model.home.notices.startupProblems = newValue }
    }

    /// Writes the engine's caches off the main actor (the run loop sets one); nil: at once.
    public var cacheWriter: CacheWriter? {
        get { model.hosted.persistence.cacheWriter }
        set { model.hosted.persistence.cacheWriter = newValue }
    }

    /// A message shown once, as a toast, when the screen starts (a layout written or refused
    /// at start).
    public var startMessage: String? {
        get { model.home.notices.startMessage }
        set { model.home.notices.startMessage = newValue }
    }

    /// Draws with attributes only, for a terminal without color (`NO_COLOR`, `--color never`).
    public func useMonochrome() {
        model.home.appearance.monochrome = true
        stack.first(HomeGridScreen.self)?.tiles.removeAll()
    }

    /// True when every one of `ids` has a timeline to show at `now` (cached or live): the run
    /// loop holds the first frame until then.
    public func showsContent(for ids: [WidgetInstanceID], at now: Date) -> Bool {
        ids.allSatisfy { model.engine.states[$0]?.entryIndex(at: now) != nil }
    }

    // For tests: the model's view of the page.
    var selectedItem: PlacedItem? { model.selectedItem }
    var stackTops: [String: WidgetInstanceID] { model.stacks.tops }
    var stacks: StackState { model.stacks }
    func pageItems(for page: Int) -> [PlacedItem] { model.pageItems(for: page) }
}
