import CellGrid

/// Something on screen a click can land on: a tile or a dock icon, by id.
public struct HitTarget: Equatable, Sendable {
    /// The item's id (a widget's instance id, a stack's id, or a dock icon's `dock:N`).
    public var id: String
    /// Where it is drawn.
    public var frame: CellRect
}
