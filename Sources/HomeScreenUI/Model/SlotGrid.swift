import CellGrid
import WidgetEngine

/// Where the slots of a page sit on the screen: as many slot columns and rows as the terminal
/// allows, up to the columns the layout uses (at least the profile's) and the profile's rows (at
/// least 2 of each, else the screen is too small), centred, below a one-row top margin; the page
/// dots and the status bar go below. A layout page that does not fit flows onto further screen
/// pages (see ``GridPacker``).
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

    /// Rows below the page: page dots, a free row, status bar.
    public static let chromeRows = 3
    /// Cells between pages side by side (twice the gap between slots, so pages read apart).
    public var pageGap: Int { 3 * profile.gap.width }

    public init(profile: DeviceProfile, screen: CellSize, wantedColumns: Int? = nil, pagesAcross wanted: Int? = nil) {
        self.profile = profile
        self.screen = screen
        let step = profile.slot.width + profile.gap.width
        let fitting = (screen.width - 2 + profile.gap.width) / step
        fittingColumns = max(0, fitting)
        columns = max(0, min(max(profile.grid.width, wantedColumns ?? 0), fitting))
        let rowStep = profile.slot.height + profile.gap.height
        let available = screen.height - 1 - 1 - Self.chromeRows
        rows = max(0, min(profile.grid.height, (available + profile.gap.height) / rowStep))
        let pageWidth = columns * step - profile.gap.width
        let pageGap = 3 * profile.gap.width
        // Pages side by side only when each shows its whole width.
        let whole = columns >= max(profile.grid.width, wantedColumns ?? 0) && rows >= 2 && pageWidth > 0
        let fit = whole ? max(1, (screen.width - 2 + pageGap) / (pageWidth + pageGap)) : 1
        pagesAcross = min(fit, max(1, wanted ?? fit))
        let usedWidth = pagesAcross * (pageWidth + pageGap) - pageGap
        origin = CellPoint(x: max(0, (screen.width - usedWidth) / 2), y: 1)
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

    /// Rows the whole home screen needs: top margin, page, chrome.
    public var neededHeight: Int { 1 + pageHeight + 1 + Self.chromeRows }

    /// True when the screen is too small for even one small widget.
    public var isTooSmall: Bool {
        columns < 2 || rows < 2
    }

    /// True when an item of `family` can be shown whole on this grid.
    public func shows(_ family: WidgetFamily) -> Bool {
        let footprint = profile.footprint(of: family)
        return footprint.width <= fittingColumns && footprint.height <= rows
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

    /// The row of the page dots.
    public var dotsRow: Int { min(screen.height - 2, origin.y + pageHeight + 1) }
    /// The row of the dock.
    public var dockRow: Int { screen.height - 2 }
    /// The row of the status bar.
    public var statusRow: Int { screen.height - 1 }
}
