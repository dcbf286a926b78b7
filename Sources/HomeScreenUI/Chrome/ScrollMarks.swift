import CellGrid

/// The marks that say a scrolled page has more than the viewport shows: "▲ more" on the
/// viewport's top row when a widget lies (partly) above it, "▼ more" on its bottom row when one
/// lies (partly) below. A click on a mark selects the nearest widget that way, which scrolls it
/// into view (``nearest(_:among:)``): the mouse reaches every widget of a page that scrolls.
struct ScrollMarks: Equatable {
    /// Which way a mark points.
    enum Direction: Equatable {
        case above, below
    }

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

    /// Each mark's text, where it is drawn (flush right in its row, a cell from the viewport's
    /// edge) and which way it points.
    var marks: [(text: String, frame: CellRect, direction: Direction)] {
        var marks: [(text: String, frame: CellRect, direction: Direction)] = []
        if above { marks.append(mark("▲ more", row: viewport.minY, .above)) }
        if below { marks.append(mark("▼ more", row: viewport.maxY - 1, .below)) }
        return marks
    }

    private func mark(_ text: String, row: Int, _ direction: Direction) -> (text: String, frame: CellRect, direction: Direction) {
        let width = DisplayWidth.of(text)
        return (text, CellRect(x: max(0, viewport.maxX - width - 1), y: row, width: width, height: 1), direction)
    }

    /// The widget a click on the mark pointing `direction` selects, among `items` (scrolled
    /// screen frames): the nearest lying (partly) that way, the leftmost of a row.
    func nearest(_ direction: Direction, among items: [PlacedItem]) -> PlacedItem? {
        switch direction {
        case .above:
            return items.filter { $0.frame.minY < viewport.minY }.max {
                ($0.frame.maxY, -$0.frame.minX) < ($1.frame.maxY, -$1.frame.minX)
            }
        case .below:
            return items.filter { $0.frame.maxY > viewport.maxY }.min {
                ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX)
            }
        }
    }
}
