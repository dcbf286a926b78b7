import CellGrid
import Foundation
import HostIO
import WidgetEngine

/// The state of the home, without the widgets it hosts: the layout and its file, the pages
/// packed for the screen, where the user is, how the home looks, the smart stacks' tops and
/// pins, and what it tells the user. ``HomeModel`` changes it as intents ask.
struct HomeState {
    /// The device whose grid and tile sizes the screen has.
    let profile: DeviceProfile
    /// The layout and its file, the undo history.
    var document: LayoutDocument {
        didSet { pages.clearLayout() }
    }
    /// The screen size and the pages as last packed for it (a memo).
    var pages: PageCache
    /// The page shown and the selection.
    var navigation = Navigation()
    /// Themes, color and preview mode.
    var appearance: Appearance
    /// Each smart stack's top member, rotations, pins, re-checks and the donations they rank by.
    var stacks = StackState() {
        didSet { if stacks.tops != oldValue.tops { pages.clearPacked() } }
    }
    /// The toast and the problems found at start.
    var notices = Notices()
    /// How many pages to show side by side (`pages_across` in `config.toml`); nil for as many
    /// as the width holds.
    let pagesAcross: Int?
    /// True when the dock has apps (it then keeps a row above the status bar while the page
    /// scrolls).
    var hasDock = false {
        didSet { pages.clearLayout() }
    }

    init(layout: HomeLayout, profile: DeviceProfile, appearance: Appearance, screenSize: CellSize, pagesAcross: Int? = nil) {
        self.profile = profile
        self.pagesAcross = pagesAcross
        document = LayoutDocument(layout: layout)
        self.appearance = appearance
        pages = PageCache(size: screenSize)
    }

    /// The layout shown.
    var layout: HomeLayout { document.layout }

    /// The screen size the pages are packed for.
    var screenSize: CellSize {
        get { pages.size }
        set { pages = PageCache(size: newValue) }
    }

    /// Every widget instance of the layout, pages in order, stack members included, then the
    /// lock screen's and StandBy's.
    var allWidgets: [WidgetItem] { layout.allWidgets }

    /// Shows `text` at the bottom until `seconds` after `now`.
    mutating func showToast(_ text: String, at now: Date, for seconds: TimeInterval = 5) {
        notices.toast = (text, now.addingTimeInterval(seconds))
        HomeModel.logger.notice("\(text)")
    }
}
