import CellGrid
import WidgetEngine

/// Where the slots of a page sit on the screen: as many slot columns as the terminal allows, up
/// to the columns the layout uses (at least the profile's), and all of the profile's rows,
/// centred, below a one-row top margin; the page dots, the dock and the status bar go below. A
/// layout page wider than the terminal flows onto further screen pages (see ``GridPacker``).
///
/// A page taller than the terminal scrolls: the chrome shrinks to the status bar (and the dock,
/// when it has apps), the page dots go (the status bar says "page 2/4"), and the rows between
/// the top margin and the chrome are a ``viewport`` onto the page, scrolled to keep the
/// selection in view (``scroll(toShow:from:)``). At 80x24 without a dock the viewport is 22
/// rows, a large widget's height. The screen is too small when the viewport cannot show a
/// small widget whole.
///
/// When the terminal is wide enough for more than one whole page, pages stand side by side
/// (``pagesAcross``, at most as many as asked for; nil asks for as many as fit), as on an iPad
/// in landscape, ``pageGap`` cells apart, the whole spread centred.
public struct SlotGrid: Equatable, Sendable {
    /// The geometry of slots and gaps.
    public let profile: DeviceProfile
    /// The screen size.
    public let screen: CellSize
    /// Slot columns that fit.
    public let columns: Int
    /// Slot rows of a page.
    public let rows: Int
    /// The top-left cell of slot (0, 0).
    public let origin: CellPoint

    /// Slot columns the screen has room for (``columns`` stops at what the layout uses).
    public let fittingColumns: Int

    /// Pages shown side by side (1 when only one fits).
    public let pagesAcross: Int

    /// True when the page is taller than the terminal shows at once: it scrolls in the
    /// ``viewport``, without page dots.
    public let scrolls: Bool
    /// The rows the page is seen through (the whole page when it does not scroll).
    public let viewport: CellRect
    /// True when the dock has a row of its own above the status bar.
    public let hasDock: Bool
    /// Slot rows that fit above the full chrome (page dots, dock, status bar): a page that
    /// uses no more is shown whole, the dots below it.
    public let fittingRows: Int
    /// Slot rows the layout uses (the lowest item's bottom on any page).
    public let usedRows: Int

    /// Rows below the page: page dots, a free row, status bar.
    public static let chromeRows = 3
    /// Cells between pages side by side (twice the gap between slots, so pages read apart).
    public var pageGap: Int { 3 * profile.gap.width }

    public init(
        profile: DeviceProfile, screen: CellSize, wantedColumns: Int? = nil, wantedRows: Int? = nil, pagesAcross wanted: Int? = nil,
        hasDock: Bool = false
    ) {
        self.profile = profile
        self.screen = screen
        let step = profile.slot.width + profile.gap.width
        let fitting = (screen.width - 2 + profile.gap.width) / step
        fittingColumns = max(0, fitting)
        columns = max(0, min(max(profile.grid.width, wantedColumns ?? 0), fitting))
        rows = profile.grid.height
        self.hasDock = hasDock
        let rowStep = profile.slot.height + profile.gap.height
        fittingRows = max(0, min(rows, (screen.height - 2 - Self.chromeRows + profile.gap.height) / rowStep))
        usedRows = max(2, min(rows, wantedRows ?? rows))
        scrolls = usedRows > fittingRows
        let viewportHeight =
            scrolls ? max(0, screen.height - 2 - (hasDock ? 1 : 0)) : max(0, fittingRows * rowStep - profile.gap.height)
        let pageWidth = columns * step - profile.gap.width
        let pageGap = 3 * profile.gap.width
        // Pages side by side only when each shows its whole width.
        let whole = columns >= max(profile.grid.width, wantedColumns ?? 0) && pageWidth > 0
        let fit = whole ? max(1, (screen.width - 2 + pageGap) / (pageWidth + pageGap)) : 1
        pagesAcross = min(fit, max(1, wanted ?? fit))
        let usedWidth = pagesAcross * (pageWidth + pageGap) - pageGap
        origin = CellPoint(x: max(0, (screen.width - usedWidth) / 2), y: 1)
        viewport = CellRect(x: 0, y: origin.y, width: screen.width, height: viewportHeight)
    }

    /// Cells from one page's left edge to the next's, side by side.
    public var pageStride: Int {
        columns * (profile.slot.width + profile.gap.width) - profile.gap.width + pageGap
    }

    /// The screen pages shown together when page `page` of `count` is shown: a spread of
    /// ``pagesAcross`` pages starting at a multiple of it (a spread keeps its place while the
    /// selection moves across it).
    public func spread(showing page: Int, of count: Int) -> Range<Int> {
        let start = (max(0, page) / pagesAcross) * pagesAcross
        return start..<max(start + 1, min(start + pagesAcross, count))
    }

    /// The cells a page's slots take (without the chrome rows below).
    public var pageHeight: Int { rows * (profile.slot.height + profile.gap.height) - profile.gap.height }

    /// The cells the slot rows the layout uses take: how far the page scrolls.
    public var usedHeight: Int { usedRows * (profile.slot.height + profile.gap.height) - profile.gap.height }

    /// Rows the whole home screen needs without scrolling: top margin, page, chrome.
    public var neededHeight: Int { 1 + pageHeight + 1 + Self.chromeRows }

    /// The slots an item can cover and still be seen whole: the columns that fit across, and
    /// the slot rows shown at once (as the page scrolls when it must: an item taller than the
    /// rows above the full chrome turns scrolling on).
    public var room: CellSize {
        let rowStep = profile.slot.height + profile.gap.height
        let scrolled = screen.height - 2 - (hasDock ? 1 : 0)
        return CellSize(width: fittingColumns, height: min(rows, max(fittingRows, (scrolled + profile.gap.height) / rowStep)))
    }

    /// True when the screen is too small for even one small widget.
    public var isTooSmall: Bool {
        columns < 2 || room.height < 2
    }

    /// True when an item of `family` can be shown whole on this grid (scrolled into view).
    public func shows(_ family: WidgetFamily) -> Bool {
        let footprint = profile.footprint(of: family)
        return footprint.width <= room.width && footprint.height <= room.height
    }

    /// The scroll (cells of the page above the viewport) that shows `frame`, a frame on the
    /// unscrolled page, with as little movement from `current` as it takes: its top at the
    /// viewport's top when it is above (or taller than the viewport), its bottom at the
    /// viewport's bottom when it is below. 0 when the page does not scroll.
    public func scroll(toShow frame: CellRect, from current: Int) -> Int {
        guard scrolls else { return 0 }
        let top = frame.minY - origin.y
        var scroll = current
        if frame.maxY - origin.y > scroll + viewport.height { scroll = frame.maxY - origin.y - viewport.height }
        if top < scroll || frame.height > viewport.height { scroll = top }
        return max(0, min(scroll, max(usedHeight, frame.maxY - origin.y) - viewport.height))
    }

    /// Terminal columns a page `slots` slot columns wide needs.
    public func widthNeeded(forColumns slots: Int) -> Int {
        slots * (profile.slot.width + profile.gap.width) - profile.gap.width + 2
    }

    /// The frame of an item of `family` whose top-left slot is (`column`, `row`).
    public func frame(column: Int, row: Int, family: WidgetFamily) -> CellRect {
        let size = profile.size(of: family)
        return CellRect(
            x: origin.x + column * (profile.slot.width + profile.gap.width),
            y: origin.y + row * (profile.slot.height + profile.gap.height),
            width: size.width, height: size.height)
    }

    /// The row of the page dots (nil when the page scrolls: the status bar counts pages).
    public var dotsRow: Int? {
        scrolls ? nil : min(screen.height - 2, origin.y + fittingRows * (profile.slot.height + profile.gap.height) - profile.gap.height + 1)
    }
    /// The row of the dock.
    public var dockRow: Int { screen.height - 2 }
    /// The row of the status bar.
    public var statusRow: Int { screen.height - 1 }
}
