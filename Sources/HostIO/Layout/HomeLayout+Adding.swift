import CellGrid
import WidgetEngine

extension HomeLayout {
    /// Every id in the layout: widgets, stacks and stack members, the lock screen's and
    /// StandBy's included.
    public var allIDs: Set<String> {
        Set(allWidgets.map(\.id.rawValue)).union(allStacks.map(\.id))
    }

    /// A new instance id for a widget of `kind`: `<kind>-<n>` with the smallest `n` from 1
    /// that no widget, stack or member of the layout uses.
    public func freshInstanceID(for kind: String) -> WidgetInstanceID {
        let used = allIDs
        var number = 1
        while used.contains("\(kind)-\(number)") { number += 1 }
        return WidgetInstanceID(rawValue: "\(kind)-\(number)")
    }

    /// The slot columns a page may use for `family`: the device's, or as many as the family
    /// covers when it is wider (an extra large widget needs 8; the screen shows it wherever the
    /// terminal is that wide).
    public static func columns(for family: WidgetFamily, profile: DeviceProfile) -> Int {
        max(profile.grid.width, profile.footprint(of: family).width)
    }

    /// The first slot of page `index`, in reading order (rows top to bottom, each left to
    /// right), where a widget of `family` fits on the page's grid without covering another
    /// item; nil when there is none (or no such page).
    public func firstFreeSlot(for family: WidgetFamily, onPage index: Int, profile: DeviceProfile = .iPhone) -> (column: Int, row: Int)? {
        guard pages.indices.contains(index) else { return nil }
        let footprint = profile.footprint(of: family)
        let taken = pages[index].items.map { $0.slots(in: profile) }
        let columns = Self.columns(for: family, profile: profile)
        guard footprint.width > 0, footprint.height > 0, footprint.height <= profile.grid.height else { return nil }
        for row in 0...(profile.grid.height - footprint.height) {
            for column in 0...(columns - footprint.width) {
                let candidate = CellRect(x: column, y: row, width: footprint.width, height: footprint.height)
                if !taken.contains(where: { !$0.intersection(candidate).isEmpty }) { return (column, row) }
            }
        }
        return nil
    }

    /// Adds `widget` at the first free slot of page `index` (see
    /// ``firstFreeSlot(for:onPage:profile:)``); when that page has no room, on the first page
    /// that has, and only when none has, on a new page after the last, at its top-left slot.
    /// Returns where it went.
    @discardableResult
    public mutating func add(_ widget: WidgetItem, toPage index: Int, profile: DeviceProfile = .iPhone) -> (
        page: Int, column: Int, row: Int
    ) {
        var widget = widget
        for page in [index] + pages.indices.filter({ $0 != index }) {
            guard let slot = firstFreeSlot(for: widget.family, onPage: page, profile: profile) else { continue }
            widget.column = slot.column
            widget.row = slot.row
            pages[page].items.append(.widget(widget))
            return (page, slot.column, slot.row)
        }
        widget.column = 0
        widget.row = 0
        pages.append(HomePage(items: [.widget(widget)]))
        return (pages.count - 1, 0, 0)
    }
}
