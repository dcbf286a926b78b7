import CellGrid
import Foundation
import HostIO
import WidgetEngine

extension HomeState {
    /// The slot grid for the current screen size, as wide as the layout's widest page needs.
    /// Kept with the packed pages (every frame asks for it; working it out reads every item).
    var grid: SlotGrid {
        mutating get {
            if let grid = pages.grid { return grid }
            let grid = measureGrid()
            pages.grid = grid
            return grid
        }
    }

    private func measureGrid() -> SlotGrid {
        var widest = 0
        var deepest = 0
        for page in layout.pages {
            for item in page.items {
                let footprint = profile.footprint(of: item.family)
                widest = max(widest, item.column + footprint.width)
                deepest = max(deepest, item.row + footprint.height)
            }
        }
        // No more pages side by side than the layout has, so a one-page home stays centred.
        let across = min(pagesAcross ?? HomeConfig.pagesAcrossRange.upperBound, max(1, layout.pages.count))
        let grid = SlotGrid(
            profile: profile, screen: screenSize, wantedColumns: widest, wantedRows: deepest, pagesAcross: across, hasDock: hasDock)
        // Narrower than the layout: items flow below their saved rows, so the page may use them all.
        guard grid.columns < widest else { return grid }
        return SlotGrid(profile: profile, screen: screenSize, wantedColumns: widest, pagesAcross: across, hasDock: hasDock)
    }

    /// Every stack of the layout, StandBy's included (kept with the packed pages: a step
    /// ranks them all).
    var allStacks: [StackItem] {
        mutating get {
            if let stacks = pages.stacks { return stacks }
            let stacks = layout.allStacks
            pages.stacks = stacks
            return stacks
        }
    }

    /// The screen pages: each layout page packed on the current grid; what does not fit flows
    /// onto the next screen pages, in reading order. Items larger than the whole grid are named
    /// on the layout page's last screen page. (Packs every page: ``screenPage(_:)`` and
    /// ``pageCount`` pack only what they need when the layout fits the grid as saved.)
    var screenPages: [ScreenPage] {
        mutating get {
            if let packed = pages.packed { return packed }
            let packed = packPages()
            pages.packed = packed
            return packed
        }
    }

    /// Screen page `index`, packed if it was not yet; nil past the last.
    mutating func screenPage(_ index: Int) -> ScreenPage? {
        guard fitsAsSaved else {
            let pages = screenPages
            return pages.indices.contains(index) ? pages[index] : nil
        }
        guard layout.pages.indices.contains(index) else { return nil }
        if let page = pages.packedOne[index] { return page }
        let grid = self.grid
        let page = packLayoutPage(index, on: grid, with: GridPacker(columns: grid.columns, rows: grid.rows)).first
        pages.packedOne[index] = page
        return page
    }

    /// The index of the screen page that shows the item `id` (a widget's or a stack's), if any.
    mutating func screenPageIndex(showing id: String) -> Int? {
        guard fitsAsSaved else { return screenPages.firstIndex { $0.items.contains { $0.id == id } } }
        return layout.pages.firstIndex { $0.items.contains { $0.id == id } }
    }

    /// True when every layout page fits the grid with each item in its saved slot, none
    /// overlapping: each is then one screen page as it is saved. Measured once per layout and
    /// size (it reads every item's slot, which costs far less than packing them).
    private var fitsAsSaved: Bool {
        mutating get {
            if let fits = pages.fitsAsSaved { return fits }
            let fits = measureFit()
            pages.fitsAsSaved = fits
            return fits
        }
    }

    private mutating func measureFit() -> Bool {
        let grid = self.grid
        guard !grid.isTooSmall, !layout.pages.isEmpty else { return false }
        var used = [Bool](repeating: false, count: grid.columns * grid.rows)
        for page in layout.pages {
            for index in used.indices { used[index] = false }
            for item in page.items {
                let size = profile.footprint(of: item.family)
                let (column, row) = (item.column, item.row)
                guard column >= 0, row >= 0, column + size.width <= grid.columns, row + size.height <= grid.rows else { return false }
                for y in row..<(row + size.height) {
                    for x in column..<(column + size.width) {
                        guard !used[y * grid.columns + x] else { return false }
                        used[y * grid.columns + x] = true
                    }
                }
            }
        }
        return true
    }

    private mutating func packPages() -> [ScreenPage] {
        let grid = self.grid
        guard !grid.isTooSmall else { return [ScreenPage(items: [])] }
        let packer = GridPacker(columns: grid.columns, rows: grid.rows)
        let pages = layout.pages.indices.flatMap { packLayoutPage($0, on: grid, with: packer) }
        return pages.isEmpty ? [ScreenPage(items: [])] : pages
    }

    /// The screen pages of layout page `layoutIndex`: one, or more when what it holds does
    /// not fit the grid at once.
    private func packLayoutPage(_ layoutIndex: Int, on grid: SlotGrid, with packer: GridPacker) -> [ScreenPage] {
        var pages: [ScreenPage] = []
        var pending = layout.pages[layoutIndex].items
        repeat {
            let places = pending.map(Self.slot(of:))
            let packed = packer.pack(
                places.map { place in
                    GridPacker.Item(id: place.id, footprint: profile.footprint(of: place.family), column: place.column, row: place.row)
                })
            let items = packed.placed.compactMap { placement in
                places.firstIndex { $0.id == placement.id }.map { placed(pending[$0], at: placement, on: grid) }
            }
            let left = packed.unplaced.isEmpty ? [] : pending.filter { packed.unplaced.contains(Self.slot(of: $0).id) }
            // Stop when nothing more can be placed (what is left is larger than the grid).
            if items.isEmpty || left.count == pending.count {
                let names = left.map { item -> String in
                    let place = Self.slot(of: item)
                    return "\(place.id) (\(place.family.shortName))"
                }
                if items.isEmpty, !pages.isEmpty {
                    pages[pages.count - 1].tooLarge += names
                } else {
                    pages.append(ScreenPage(items: items, tooLarge: names, layoutPage: layoutIndex))
                }
                break
            }
            pages.append(ScreenPage(items: items, layoutPage: layoutIndex))
            pending = left
        } while !pending.isEmpty
        return pages
    }

    /// The items shown on screen page `page`, in reading order.
    mutating func pageItems(for page: Int) -> [PlacedItem] {
        screenPage(page)?.items ?? []
    }

    /// The screen pages shown side by side: the spread of the page shown.
    var shownPages: Range<Int> {
        mutating get { grid.spread(showing: navigation.page, of: pageCount) }
    }

    /// The items of the pages shown, page by page, each page's moved to its place in the
    /// spread and up by the page's scroll (frames are where they are on the screen).
    var shownItems: [PlacedItem] {
        mutating get {
            let items = unscrolledItems
            let scroll = navigation.scroll
            guard scroll != 0 else { return items }
            return items.map { item in
                var item = item
                item.frame.origin.y -= scroll
                return item
            }
        }
    }

    /// Scrolls a page taller than the terminal as little as it takes to show the selected
    /// item, and keeps the scroll within the page (after anything moved the selection, turned
    /// the page, changed the layout or the size).
    mutating func revealSelection() {
        let grid = self.grid
        guard grid.scrolls else {
            navigation.scroll = 0
            return
        }
        var scroll = max(0, min(navigation.scroll, grid.usedHeight - grid.viewport.height))
        if let selection = navigation.selection, let frame = unscrolledItems.first(where: { $0.id == selection })?.frame {
            scroll = grid.scroll(toShow: frame, from: scroll)
        }
        navigation.scroll = scroll
    }

    /// The items of the pages shown as they sit on the page, before it scrolls.
    private var unscrolledItems: [PlacedItem] {
        mutating get {
            let pages = shownPages
            guard pages.count > 1 else { return pageItems(for: navigation.page) }
            let stride = grid.pageStride
            return pages.flatMap { page in
                pageItems(for: page).map { item in
                    var item = item
                    item.frame.origin.x += (page - pages.lowerBound) * stride
                    return item
                }
            }
        }
    }

    /// Selects `id`; when it is on another page of the spread, that page becomes the page
    /// shown (edits and the gallery act on it).
    mutating func select(_ id: String?) {
        navigation.select(id)
        guard let id, HomeState.dockIndex(id) == nil, shownPages.count > 1, let page = screenPageIndex(showing: id),
            shownPages.contains(page)
        else { return }
        navigation.page = page
    }

    /// The number of screen pages.
    var pageCount: Int {
        mutating get { fitsAsSaved ? layout.pages.count : screenPages.count }
    }

    private func placed(_ item: HomeItem, at placement: GridPacker.Placement, on grid: SlotGrid) -> PlacedItem {
        let frame = grid.frame(column: placement.column, row: placement.row, family: item.family)
        switch item {
        case let .widget(widget): return PlacedItem(widget, frame: frame)
        case let .stack(stack): return PlacedItem(stack, frame: frame, tops: stacks.tops)
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
        mutating get { screenPage(navigation.page)?.layoutPage ?? max(0, layout.pages.count - 1) }
    }

    /// The selected widget or stack (nil when a dock icon is selected).
    var selectedItem: PlacedItem? {
        mutating get { shownItems.first { $0.id == navigation.selection } }
    }

    /// The dock's icons of `apps` as selection targets ("dock:N"), centred on the dock row.
    mutating func dockTargets(of apps: [AppEntry]) -> [HitTarget] {
        let labels = apps.map { "\($0.icon) \($0.name)" }
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

    /// What a click can land on: the page's tiles and the icons of `apps` in the dock.
    mutating func hitTargets(dock apps: [AppEntry]) -> [HitTarget] {
        shownItems.map { HitTarget(id: $0.id, frame: $0.frame) } + dockTargets(of: apps)
    }

    /// The app index of a dock selection id.
    static func dockIndex(_ id: String) -> Int? {
        id.hasPrefix("dock:") ? Int(id.dropFirst(5)) : nil
    }

    /// Keeps the page in range and the selection on it (after a resize or a layout change).
    mutating func keepSelectionOnPage() {
        navigation.page = min(navigation.page, max(0, pageCount - 1))
        if !shownItems.contains(where: { $0.id == navigation.selection }) { navigation.selection = shownItems.first?.id }
    }

    /// Selects `id` (when given and shown) on the screen page that shows it; otherwise keeps
    /// the selection when it is still there, else selects the page's first item.
    mutating func settleSelection(on id: String?) {
        if let id, let index = screenPageIndex(showing: id) {
            navigation.page = index
            navigation.select(id)
        } else if let current = navigation.selection, let index = screenPageIndex(showing: current) {
            navigation.page = index
        } else {
            navigation.page = min(navigation.page, max(0, pageCount - 1))
            navigation.selection = shownItems.first?.id
            navigation.linkIndex = nil
        }
    }
}
