import CellGrid
import HostIO
import WidgetEngine

/// The edits of edit mode as pure functions: a layout in, the edited layout out (with the item
/// to select and a note for the user), or a refusal that says why.
///
/// The packing rule, iOS-like: a moved item steps by its own width or height (a small widget
/// two slots, so it takes its neighbour's place) and takes its target slot. Items it covers
/// there are displaced: in reading order of their old slots (row, then column), each takes the
/// first free place of the page in reading order where its whole footprint fits (the moved
/// item's old place is free by then, so two items of one size swap). When a displaced item
/// fits nowhere on the page, the moved item and what it covers swap as on iOS (it jumps over
/// them, they take its place). Only when that does not fit either, the displaced item goes to the first free place of the following pages (a new page
/// when none has room). Items not covered keep their slots. Moving past the left or right edge
/// takes the item to the neighbouring page (a new last page to the right), with the same rule.
/// A page left empty by an edit is dropped (one page always stays).
struct LayoutEditor {
    /// A finished edit.
    struct Edit {
        var layout: HomeLayout
        /// The item to select afterwards.
        var focus: String?
        /// What the user should know (an item pushed to another page).
        var note: String?
    }

    /// An edit that cannot be made, and why.
    struct Refusal: Error, Equatable {
        var message: String
        init(_ message: String) { self.message = message }
    }

    let profile: DeviceProfile
    var grid: CellSize { profile.grid }

    func footprint(_ item: HomeItem) -> CellSize { profile.footprint(of: item.family) }

    /// The slots `item` covers.
    func slots(_ item: HomeItem) -> CellRect {
        CellRect(origin: CellPoint(x: item.column, y: item.row), size: footprint(item))
    }

    // MARK: Moving

    /// Moves item `id` one step in `direction`, reflowing the items it lands on.
    func move(_ id: String, _ direction: SpatialFocus.Direction, in layout: HomeLayout) throws(Refusal) -> Edit {
        guard let (page, index) = layout.locate(id) else { throw Refusal("select a widget or stack to move") }
        let item = layout.pages[page].items[index]
        let size = footprint(item)
        let lastColumn = max(0, HomeLayout.columns(for: item.family, profile: profile) - size.width),
            lastRow = max(0, grid.height - size.height)
        var target = CellPoint(x: item.column, y: item.row)
        switch direction {
        case .left: target.x = max(0, item.column - size.width)
        case .right: target.x = min(lastColumn, item.column + size.width)
        case .up: target.y = max(0, item.row - size.height)
        case .down: target.y = min(lastRow, item.row + size.height)
        }
        if target.x != item.column || target.y != item.row {
            let edit = place(item, from: page, onto: page, at: target, in: layout)
            guard edit.note != nil, let swapped = swap(item, onPage: page, toward: direction, at: target, in: layout) else { return edit }
            return swapped
        }
        switch direction {
        case .up: throw Refusal("\(id) is at the top of its page")
        case .down: throw Refusal("\(id) is at the bottom of its page")
        case .left:
            guard page > 0 else { throw Refusal("\(id) is on the first page") }
            return place(item, from: page, onto: page - 1, at: CellPoint(x: lastColumn, y: item.row), in: layout)
        case .right:
            if page == layout.pages.count - 1, layout.pages[page].items.count == 1 {
                throw Refusal("\(id) is alone on the last page")
            }
            return place(item, from: page, onto: page + 1, at: CellPoint(x: 0, y: item.row), in: layout)
        }
    }

    /// The iOS swap, tried when reflowing would push an item off the page: `item` jumps over
    /// the items its target slot covers, and they take its place (a medium moved up onto a
    /// large above it goes to the top, the large below it). Nil when they do not fit so.
    private func swap(
        _ item: HomeItem, onPage page: Int, toward direction: SpatialFocus.Direction, at target: CellPoint, in layout: HomeLayout
    ) -> Edit? {
        var pages = layout.pages
        let covered = CellRect(origin: target, size: footprint(item))
        let displaced = pages[page].items.filter { $0.id != item.id && !slots($0).intersection(covered).isEmpty }
        guard !displaced.isEmpty else { return nil }
        let rects = displaced.map(slots)
        let (minX, minY) = (rects.map(\.minX).min() ?? 0, rects.map(\.minY).min() ?? 0)
        let block = CellRect(x: minX, y: minY, width: (rects.map(\.maxX).max() ?? 0) - minX, height: (rects.map(\.maxY).max() ?? 0) - minY)
        let old = slots(item)
        var spot = CellPoint(x: item.column, y: item.row)
        var shift = CellPoint(x: 0, y: 0)
        switch direction {
        case .up: (spot.y, shift.y) = (block.minY, old.maxY - block.maxY)
        case .down: (spot.y, shift.y) = (block.maxY - old.height, old.minY - block.minY)
        case .left: (spot.x, shift.x) = (block.minX, old.maxX - block.maxX)
        case .right: (spot.x, shift.x) = (block.maxX - old.width, old.minX - block.minX)
        }
        let ids = Set(displaced.map(\.id)).union([item.id])
        var map = SlotMap(pages[page], grid: grid, footprint: footprint, excluding: ids)
        var moves: [String: CellPoint] = [item.id: spot]
        for other in displaced { moves[other.id] = CellPoint(x: other.column + shift.x, y: other.row + shift.y) }
        for member in [item] + displaced {
            guard let place = moves[member.id] else { return nil }
            let rect = CellRect(origin: place, size: footprint(member))
            guard map.fits(rect) else { return nil }
            map.occupy(rect)
        }
        for index in pages[page].items.indices {
            if let place = moves[pages[page].items[index].id] { pages[page].items[index] = pages[page].items[index].placed(at: place) }
        }
        return Edit(layout: HomeLayout(pages: pages), focus: item.id, note: nil)
    }

    /// Puts `item` at `slot` of page `target` (a new page when `target` is one past the last)
    /// and reflows what it covers there.
    private func place(_ item: HomeItem, from source: Int, onto target: Int, at slot: CellPoint, in layout: HomeLayout) -> Edit {
        var pages = layout.pages
        if target >= pages.count { pages.append(HomePage()) }
        let moved = item.placed(at: slot)
        if source == target, let index = pages[source].items.firstIndex(where: { $0.id == item.id }) {
            pages[source].items[index] = moved
        } else {
            pages[source].items.removeAll { $0.id == item.id }
            pages[target].items.append(moved)
        }
        let covered = slots(moved)
        let displaced = pages[target].items
            .filter { $0.id != item.id && !slots($0).intersection(covered).isEmpty }
            .sorted { ($0.row, $0.column) < ($1.row, $1.column) }
        var map = SlotMap(pages[target], grid: grid, footprint: footprint, excluding: Set(displaced.map(\.id)))
        var overflow: [HomeItem] = []
        for other in displaced {
            guard let index = pages[target].items.firstIndex(where: { $0.id == other.id }) else { continue }
            if let spot = map.firstFree(footprint(other)) {
                pages[target].items[index] = other.placed(at: spot)
                map.occupy(CellRect(origin: spot, size: footprint(other)))
            } else {
                pages[target].items.remove(at: index)
                overflow.append(other)
            }
        }
        var notes: [String] = []
        for other in overflow {
            let landed = settle(other, in: &pages, from: target + 1)
            notes.append("\(other.id) moved to page \(landed + 1) (no room on page \(target + 1))")
        }
        if !notes.isEmpty { notes[notes.count - 1] += "; u undoes" }
        return Edit(
            layout: HomeLayout(pages: Self.droppingEmptyPages(pages)), focus: item.id,
            note: notes.isEmpty ? nil : notes.joined(separator: "; "))
    }

    /// Puts `item` at the first free place of the pages from `first` on (a new last page when
    /// none has room); returns the page it landed on.
    func settle(_ item: HomeItem, in pages: inout [HomePage], from first: Int) -> Int {
        for index in pages.indices where index >= first {
            let map = SlotMap(pages[index], grid: grid, footprint: footprint)
            if let spot = map.firstFree(footprint(item)) {
                pages[index].items.append(item.placed(at: spot))
                return index
            }
        }
        pages.append(HomePage(items: [item.placed(at: CellPoint(x: 0, y: 0))]))
        return pages.count - 1
    }

    /// `pages` without the empty ones (one page always stays).
    static func droppingEmptyPages(_ pages: [HomePage]) -> [HomePage] {
        let kept = pages.filter { !$0.items.isEmpty }
        return kept.isEmpty ? [HomePage()] : kept
    }

    // MARK: Removing

    /// Takes item `id` (a widget, or a stack with all its widgets) off its page.
    func remove(_ id: String, in layout: HomeLayout) throws(Refusal) -> Edit {
        guard let (page, index) = layout.locate(id) else { throw Refusal("select a widget or stack to remove") }
        var pages = layout.pages
        pages[page].items.remove(at: index)
        return Edit(layout: HomeLayout(pages: Self.droppingEmptyPages(pages)), focus: nil, note: nil)
    }

    // MARK: Configuration

    /// The layout with widget `id`'s parameter values (on a page or in a stack) set to `values`.
    func configure(_ id: WidgetInstanceID, to values: ConfigValues, in layout: HomeLayout) -> HomeLayout {
        var layout = layout
        for pageIndex in layout.pages.indices {
            for itemIndex in layout.pages[pageIndex].items.indices {
                switch layout.pages[pageIndex].items[itemIndex] {
                case var .widget(widget) where widget.id == id:
                    widget.configuration = values
                    layout.pages[pageIndex].items[itemIndex] = .widget(widget)
                case var .stack(stack):
                    guard let member = stack.members.firstIndex(where: { $0.id == id }) else { continue }
                    stack.members[member].configuration = values
                    layout.pages[pageIndex].items[itemIndex] = .stack(stack)
                default:
                    continue
                }
            }
        }
        return layout
    }
}
