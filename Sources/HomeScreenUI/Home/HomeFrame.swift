import CellGrid

/// One frame of the home screen: the cells to show, and what a click on them can land on.
public struct HomeFrame {
    /// The whole screen.
    public var buffer: CellBuffer
    /// The tiles and dock icons, where they are drawn (empty while a sheet takes the mouse).
    public var targets: [HitTarget]
}
