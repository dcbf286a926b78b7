import CellGrid

/// One frame of the home screen: the cells to show (a click is hit-tested against the model's
/// own targets, ``HomeScreen/hitTargets``).
public struct HomeFrame {
    /// The whole screen.
    public var buffer: CellBuffer
    /// Counts the frames made: this one's number.
    public var number = 0
    /// Where this frame can differ from frame number ``FrameDamage/since``, when it was drawn
    /// over that one (nil: drawn whole; any cell may differ).
    public var damage: FrameDamage?
}

/// The cells a frame drawn over an earlier one can have changed.
public struct FrameDamage: Equatable, Sendable {
    /// Every cell outside these is as frame number ``since`` had it.
    public var rects: [CellRect]
    /// The number of the frame this one was drawn over.
    public var since: Int
}
