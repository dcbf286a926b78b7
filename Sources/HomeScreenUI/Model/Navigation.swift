import CellGrid

/// Where the user is: the screen page shown, the item selected on it and the link selected
/// inside that item.
struct Navigation: Equatable {
    /// The page shown, from 0.
    var page = 0
    /// The id of the selected item on the page (a widget's instance id, a stack's id, or a dock
    /// icon's `dock:N`).
    var selection: String?
    /// The link selected inside the selected widget with Tab, if any.
    var linkIndex: Int?
    /// Cells of the page scrolled above the viewport, when the page is taller than the
    /// terminal (``SlotGrid/scrolls``).
    var scroll = 0

    /// Selects `id`; the link selection goes when the item changes.
    mutating func select(_ id: String?) {
        if selection != id { linkIndex = nil }
        selection = id
    }
}
