import CellGrid

/// The marks that say a scrolled page has more than the viewport shows: "▲ more" on the
/// viewport's top row when a widget lies (partly) above it, "▼ more" on its bottom row when one
/// lies (partly) below.
struct ScrollMarks: Equatable {
    /// True when a widget lies above the viewport.
    var above: Bool
    /// True when a widget lies below the viewport.
    var below: Bool
    /// The viewport the marks go in.
    var viewport: CellRect

    /// The marks for widgets at `frames` (screen frames, scrolled) seen through `viewport`.
    init(frames: [CellRect], viewport: CellRect) {
        above = frames.contains { $0.minY < viewport.minY }
        below = frames.contains { $0.maxY > viewport.maxY }
        self.viewport = viewport
    }

    /// Each mark's text and row.
    var lines: [(text: String, row: Int)] {
        var lines: [(text: String, row: Int)] = []
        if above { lines.append(("▲ more", viewport.minY)) }
        if below { lines.append(("▼ more", viewport.maxY - 1)) }
        return lines
    }
}
