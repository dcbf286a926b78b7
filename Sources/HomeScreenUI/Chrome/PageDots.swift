import CellGrid

/// The row of page dots under the grid: one dot a page, the pages shown filled (`●`: the
/// page shown, and those beside it when pages stand side by side), the others open (`○`), a
/// space between.
///
/// When there are more pages than dots fit in the width, a window of dots around the page
/// shown is drawn, with `…` on each side where pages are left out: the row keeps looking and
/// reading the same at any page count (as iOS's page control narrows to the dots near the
/// current one), the page shown is always among the dots and as near their middle as the ends
/// allow, and its number is on the status bar below (`page 12/50`), so the row need not repeat
/// it.
public struct PageDots: Equatable, Sendable {
    /// The number of pages.
    public var count: Int
    /// The page shown, from 0.
    public var current: Int
    /// The pages shown side by side (the page shown among them).
    public var shown: Range<Int>

    /// Dots for `count` pages, page `current` shown, with the pages `shown` beside it (nil:
    /// only `current`).
    public init(count: Int, current: Int, shown: Range<Int>? = nil) {
        self.count = max(0, count)
        self.current = min(max(0, current), max(0, count - 1))
        self.shown = shown ?? self.current..<self.current + 1
    }

    /// The pages whose dots are drawn in `width` cells, and whether pages are left out before
    /// and after them.
    public func window(width: Int) -> (pages: Range<Int>, before: Bool, after: Bool) {
        // n dots take 2n - 1 cells; "… " and " …" two more each.
        if 2 * count - 1 <= width { return (0..<count, false, false) }
        let withBoth = (width - 3) / 2
        let withOne = (width - 1) / 2
        guard withBoth >= 1 else { return (current..<current + 1, false, false) }
        let start = current - withBoth / 2
        if start <= 0 { return (0..<withOne, false, true) }
        if start + withBoth >= count { return (count - withOne..<count, true, false) }
        return (start..<start + withBoth, true, true)
    }

    /// The row's text in at most `width` cells (empty for a single page).
    public func text(width: Int) -> String {
        guard count > 1 else { return "" }
        let (pages, before, after) = window(width: width)
        var parts = pages.map { $0 == current || shown.contains($0) ? "●" : "○" }
        if before { parts.insert("…", at: 0) }
        if after { parts.append("…") }
        return parts.joined(separator: " ")
    }

    /// The page a click at column `x` of the row, drawn across `width` cells, goes to: a dot's
    /// page (its cell or the space after it), or the first page left out beside a `…`; nil
    /// beside the dots.
    public func page(atColumn x: Int, width: Int) -> Int? {
        let text = text(width: max(1, width - 2))
        guard !text.isEmpty else { return nil }
        let start = Self.start(of: text, width: width)
        guard x >= start, x < start + DisplayWidth.of(text) + 1 else { return nil }
        let (pages, before, after) = window(width: max(1, width - 2))
        let index = (x - start) / 2 - (before ? 1 : 0)
        if index < 0 { return pages.lowerBound - 1 }
        if index >= pages.count { return after ? pages.upperBound : nil }
        return pages.lowerBound + index
    }

    /// The column the row's text starts at, centred in `width` cells.
    private static func start(of text: String, width: Int) -> Int {
        max(0, (width - DisplayWidth.of(text)) / 2)
    }

    /// Draws the row centred in `row` of `buffer`, leaving a cell free at each side.
    func draw(row: Int, style: CellStyle, into buffer: inout CellBuffer) {
        let text = text(width: max(1, buffer.size.width - 2))
        guard !text.isEmpty else { return }
        let x = Self.start(of: text, width: buffer.size.width)
        buffer.put(text, at: CellPoint(x: x, y: row), style: style, keepsBackground: true)
    }
}
