import CellGrid

/// One frame of the home screen: the cells to show (a click is hit-tested against the model's
/// own targets, ``HomeScreen/hitTargets``).
public struct HomeFrame {
    /// The whole screen.
    public var buffer: CellBuffer
}
