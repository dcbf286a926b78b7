import CellGrid
import HostIO
import WidgetEngine

/// An item of the screen page shown: its id, family, frame and what it shows.
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
