import CellGrid
import Foundation
import WidgetEngine

extension HomeModel {
    /// The slot grid for the current screen size, as wide as the layout's widest page needs.
    /// Kept with the packed pages (every frame asks for it; working it out reads every item).
    var grid: SlotGrid {
        if let grid = pages.grid { return grid }
        let grid = measureGrid()
        pages.grid = grid
        return grid
    }

    private func measureGrid() -> SlotGrid {
        let widest =
            layout.pages.flatMap(\.items).map { item -> Int in
                let place = Self.slot(of: item)
                return place.column + profile.footprint(of: place.family).width
            }.max() ?? 0
        return SlotGrid(profile: profile, screen: screenSize, wantedColumns: widest)
    }

    /// The screen pages: each layout page packed on the current grid; what does not fit flows
    /// onto the next screen pages, in reading order. Items larger than the whole grid are named
    /// on the layout page's last screen page.
    var screenPages: [ScreenPage] {
        if let packed = pages.packed { return packed }
        let packed = packPages()
        pages.packed = packed
        return packed
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
                let packed = packer.pack(
                    pending.map { item in
                        let place = Self.slot(of: item)
                        return GridPacker.Item(
                            id: place.id, footprint: profile.footprint(of: place.family), column: place.column, row: place.row)
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

    /// The items of the page shown.
    var shownItems: [PlacedItem] { pageItems(for: navigation.page) }

    /// The number of screen pages.
    var pageCount: Int { screenPages.count }

    private func placed(_ item: HomeItem, at placement: GridPacker.Placement, on grid: SlotGrid) -> PlacedItem {
        let frame = grid.frame(column: placement.column, row: placement.row, family: item.family)
        switch item {
        case let .widget(widget):
            return PlacedItem(id: widget.id.rawValue, family: widget.family, frame: frame, instance: widget.id, kind: widget.kind)
        case let .stack(stack):
            let top = stacks.tops[stack.id].flatMap { id in stack.members.firstIndex { $0.id == id } } ?? 0
            let member = stack.members.indices.contains(top) ? stack.members[top] : nil
            return PlacedItem(
                id: stack.id, family: stack.family, frame: frame, instance: member?.id, kind: member?.kind ?? "",
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

    /// The layout page the screen page shown belongs to (a layout page too tall for the
    /// terminal flows onto several screen pages).
    var currentLayoutPage: Int {
        let pages = screenPages
        return pages.indices.contains(navigation.page) ? pages[navigation.page].layoutPage : max(0, layout.pages.count - 1)
    }

    /// Tells the engine which instances are on screen (live text ticks only for them; none
    /// while a sheet covers the page).
    ///
    /// An instance coming on screen takes back its timeline from disk if it had left memory,
    /// and asks for the first timeline it waited for; so do the members of the stacks shown
    /// (their relevance picks the stack's top).
    func updateVisibility(coversPage: Bool, at now: Date) {
        let visible = coversPage ? [] : Set(shownItems.compactMap(\.instance))
        if engine.visible != visible { engine.setVisible(visible, at: now) }
        // Costs the page shown only.
        resumeArchivedTimelines(of: visible, at: now)
        for item in shownItems {
            if let stack = item.stack { engine.reloadWaiting(stack.members.map(\.id), at: now) }
        }
    }

    /// The selected widget or stack (nil when a dock icon is selected).
    var selectedItem: PlacedItem? {
        shownItems.first { $0.id == navigation.selection }
    }

    /// The dock's icons as selection targets ("dock:N"), centred on the dock row.
    var dockTargets: [HitTarget] {
        let labels = config.apps.map { "\($0.icon) \($0.name)" }
        guard !labels.isEmpty, !grid.isTooSmall else { return [] }
        let widths = labels.map { DisplayWidth.of($0) }
        let total = widths.reduce(0, +) + 3 * (labels.count - 1)
        var x = max(0, (screenSize.width - total) / 2)
        let row = grid.dockRow
        return widths.enumerated().map { index, width in
            defer { x += width + 3 }
            return HitTarget(id: "dock:\(index)", frame: CellRect(x: x, y: row, width: width, height: 1))
        }
    }

    /// What a click can land on: the page's tiles and the dock's icons.
    var hitTargets: [HitTarget] {
        shownItems.map { HitTarget(id: $0.id, frame: $0.frame) } + dockTargets
    }

    /// The app index of a dock selection id.
    static func dockIndex(_ id: String) -> Int? {
        id.hasPrefix("dock:") ? Int(id.dropFirst(5)) : nil
    }

    /// Keeps the page in range and the selection on it (after a resize or a layout change).
    func keepSelectionOnPage() {
        navigation.page = min(navigation.page, max(0, pageCount - 1))
        if !shownItems.contains(where: { $0.id == navigation.selection }) { navigation.selection = shownItems.first?.id }
    }

    /// Selects `id` (when given and shown) on the screen page that shows it; otherwise keeps
    /// the selection when it is still there, else selects the page's first item.
    func settleSelection(on id: String?) {
        let pages = screenPages
        if let id, let index = pages.firstIndex(where: { $0.items.contains { $0.id == id } }) {
            navigation.page = index
            navigation.select(id)
        } else if let current = navigation.selection, let index = pages.firstIndex(where: { $0.items.contains { $0.id == current } }) {
            navigation.page = index
        } else {
            navigation.page = min(navigation.page, max(0, pages.count - 1))
            navigation.selection = shownItems.first?.id
            navigation.linkIndex = nil
        }
    }
}
