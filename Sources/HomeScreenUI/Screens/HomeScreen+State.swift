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
    public var engine: TimelineEngine { model.engine }
    /// Where widget state is kept between runs.
    public var store: EngineStore? { model.persistence.store }
    /// The user's settings.
    public var config: HomeConfig { model.config }
    /// The theme drawn with.
    public var theme: Theme { model.theme }
    /// The page shown, from 0.
    public var page: Int { model.navigation.page }
    /// The id of the selected item.
    public var selection: String? { model.navigation.selection }
    /// The message shown at the bottom for a while.
    public var toast: (text: String, until: Date)? { model.notices.toast }
    /// The preview the widgets are drawn in (`p`, `P`).
    public var previewMode: PreviewMode { model.appearance.previewMode }
    /// The interaction donations that give stack members their time-of-day affinity.
    public var donations: DonationStore { model.donations }
    /// The ids of the items on the screen page shown, in reading order.
    public var pageItemIDs: [String] { model.shownItems.map(\.id) }
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
        get { model.document.destination }
        set { model.document.destination = newValue }
    }

    /// Why edits are not saved, when ``layoutDestination`` is nil. Shown as a problem until
    /// it is fixed.
    public var layoutUnsavedReason: String? {
        get { model.document.unsavedReason }
        set { model.document.unsavedReason = newValue }
    }

    /// The layout file watched for hand edits (also when it did not load at start).
    public var layoutSourceFile: URL? { model.document.file }

    /// Watches `file` for hand edits, whose text as read at start has `digest` (as
    /// ``LayoutFile/load(_:catalog:profile:snapshots:)`` gives it, so the file is not read
    /// twice); nil reads it now.
    public func setLayoutSource(_ file: URL?, digest: UInt64? = nil) {
        model.setLayoutSource(file, digest: digest)
    }

    /// Where the layout's snapshots are kept (see ``LayoutSnapshots``): a hand edit that loads
    /// keeps one for its text, so the next start skips TOML. Nil for none.
    public var layoutSnapshots: LayoutSnapshots? {
        get { model.document.snapshots }
        set { model.document.snapshots = newValue }
    }

    /// Problems found at start that the screen works around (a theme or `config.toml` that
    /// did not load), shown with the others.
    public var startupProblems: [String] {
        get { model.notices.startupProblems }
        set { model.notices.startupProblems = newValue }
    }

    /// Writes the engine's caches off the main actor (the run loop sets one); nil: at once.
    public var cacheWriter: CacheWriter? {
        get { model.persistence.cacheWriter }
        set { model.persistence.cacheWriter = newValue }
    }

    /// Draws with attributes only, for a terminal without color (`NO_COLOR`, `--color never`).
    public func useMonochrome() {
        model.appearance.monochrome = true
        stack.first(HomeGridScreen.self)?.tiles.removeAll()
    }

    /// Reads the layout file again after a change event (see
    /// ``HomeModel/reloadLayoutFile(at:)``). Returns true when the layout changed.
    @discardableResult
    public func reloadLayoutFile(at now: Date) -> Bool {
        let changed = model.reloadLayoutFile(at: now)
        if changed { stack.first(HomeGridScreen.self)?.tiles.keep(only: Set(model.layout.pages.flatMap(\.items).map(\.id))) }
        settle(at: now)
        return changed
    }

    /// Shows a start-up message (a layout written or refused) once, as a toast.
    public func announce(_ text: String, at now: Date) {
        model.showToast(text, at: now)
    }

    /// Shows the outcome of running a program (nil: it went well).
    public func finishedLaunch(message: String?, at now: Date) {
        if let message { model.showToast(message, at: now) }
    }

    /// Answers a message from outside (the control socket); see ``ControlResponder``.
    public func receive(_ message: ControlMessage, at now: Date) -> ControlReply {
        model.placeRemaining(at: now)
        let reply = ControlResponder(model: model).answer(message, at: now)
        settle(at: now)
        return reply
    }

    /// Records an interaction with a widget: stacks then favour it around this time of day.
    public func recordDonation(_ donation: InteractionDonation, at now: Date) {
        model.recordDonation(donation, at: now)
        settle(at: now)
    }

    /// Takes the donations read from the state folder at start, keeping any recorded since.
    public func adoptDonations(_ loaded: DonationStore, at now: Date) {
        model.adoptDonations(loaded, at: now)
        settle(at: now)
    }

    // For tests: the model's view of the page.
    var selectedItem: PlacedItem? { model.selectedItem }
    var stackTops: [String: WidgetInstanceID] { model.stacks.tops }
    var stacks: StackState { model.stacks }
    func pageItems(for page: Int) -> [PlacedItem] { model.pageItems(for: page) }
    func settleSelection(on id: String?, at now: Date) {
        model.settleSelection(on: id)
        settle(at: now)
    }
}
