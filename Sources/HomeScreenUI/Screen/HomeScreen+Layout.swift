import CellGrid
import Foundation
import WidgetEngine

extension HomeScreen {
    /// A placed item of the current page: its id, family, frame and what it shows.
    struct PlacedItem {
        var id: String
        var family: WidgetFamily
        var frame: CellRect
        /// The instance shown (a stack's top member).
        var instance: WidgetInstanceID?
        var kind: String
        /// For a stack: the members and the index of the one on top.
        var stack: (members: [WidgetItem], top: Int)?
    }

    /// The slot grid for the current screen size, as wide as the layout's widest page needs.
    var grid: SlotGrid {
        let widest = layout.pages.flatMap(\.items).map { item -> Int in
            let place = Self.slot(of: item)
            return place.column + profile.footprint(of: place.family).width
        }.max() ?? 0
        return SlotGrid(profile: profile, screen: screenSize, wantedColumns: widest)
    }

    /// A screen page: the items shown, and those of its layout page that fit on no screen of
    /// this size (named on the page instead).
    struct ScreenPage {
        var items: [PlacedItem]
        var tooLarge: [String] = []
        /// The layout page it shows (part of).
        var layoutPage = 0
    }

    /// The screen pages: each layout page packed on the current grid; what does not fit flows
    /// onto the next screen pages, in reading order. Items larger than the whole grid are named
    /// on the layout page's last screen page.
    var screenPages: [ScreenPage] {
        if let packedPages { return packedPages }
        let pages = packPages()
        packedPages = pages
        return pages
    }

    private func packPages() -> [ScreenPage] {
        let grid = self.grid
        guard !grid.isTooSmall else { return [ScreenPage(items: [])] }
        let packer = GridPacker(columns: grid.columns, rows: grid.rows)
        var pages: [ScreenPage] = []
        for (layoutIndex, layoutPage) in layout.pages.enumerated() {
            var pending = layoutPage.items
            let firstScreen = pages.count
            repeat {
                let packed = packer.pack(pending.map { item in
                    let place = Self.slot(of: item)
                    return GridPacker.Item(id: place.id, footprint: profile.footprint(of: place.family), column: place.column, row: place.row)
                })
                let items = packed.placed.compactMap { placement in
                    pending.first { Self.slot(of: $0).id == placement.id }.map { placed($0, at: placement, on: grid) }
                }
                let left = pending.filter { packed.unplaced.contains(Self.slot(of: $0).id) }
                // Stop when nothing more can be placed (what is left is larger than the grid).
                if items.isEmpty || left.count == pending.count {
                    let names = left.map { item -> String in
                        let place = Self.slot(of: item)
                        return "\(place.id) (\(place.family.shortName))"
                    }
                    if items.isEmpty, pages.count > firstScreen {
                        pages[pages.count - 1].tooLarge += names
                    } else {
                        pages.append(ScreenPage(items: items, tooLarge: names, layoutPage: layoutIndex))
                    }
                    break
                }
                pages.append(ScreenPage(items: items, layoutPage: layoutIndex))
                pending = left
            } while !pending.isEmpty
        }
        return pages.isEmpty ? [ScreenPage(items: [])] : pages
    }

    /// The items shown on screen page `page`, in reading order.
    func pageItems(for page: Int) -> [PlacedItem] {
        let pages = screenPages
        return pages.indices.contains(page) ? pages[page].items : []
    }

    /// The number of screen pages.
    var pageCount: Int { screenPages.count }

    private func placed(_ item: HomeItem, at placement: GridPacker.Placement, on grid: SlotGrid) -> PlacedItem {
        let frame = grid.frame(column: placement.column, row: placement.row, family: item.family)
        switch item {
        case let .widget(widget):
            return PlacedItem(id: widget.id.rawValue, family: widget.family, frame: frame, instance: widget.id, kind: widget.kind)
        case let .stack(stack):
            let top = stackTops[stack.id].flatMap { id in stack.members.firstIndex { $0.id == id } } ?? 0
            let member = stack.members.indices.contains(top) ? stack.members[top] : nil
            return PlacedItem(id: stack.id, family: stack.family, frame: frame, instance: member?.id, kind: member?.kind ?? "",
                              stack: (stack.members, top))
        }
    }

    /// An item's identity, family and saved slot.
    static func slot(of item: HomeItem) -> (id: String, family: WidgetFamily, column: Int, row: Int) {
        switch item {
        case let .widget(widget): return (widget.id.rawValue, widget.family, widget.column, widget.row)
        case let .stack(stack): return (stack.id, stack.family, stack.column, stack.row)
        }
    }

    /// Tells the engine which instances are on screen (live text ticks only for them; none
    /// while the gallery covers the page).
    func updateVisibility(at now: Date) {
        engine.setVisible(gallery != nil ? [] : Set(pageItems(for: page).compactMap(\.instance)), at: now)
    }
}

extension HomeScreen {
    /// The ids of the items on the screen page shown, in reading order.
    public var pageItemIDs: [String] { pageItems(for: page).map(\.id) }
}
