import CellGrid

/// What changes between the pictures on screen and a new buffer's: the placements to take
/// away and the ones to draw. A placement whose rectangle and picture are the same in both is
/// in neither (a screen that keeps its pictures sends nothing for them); a moved or changed one
/// is in both, the old in ``removed`` and the new in ``added``.
public struct PictureDiff: Equatable, Sendable {
    /// Placements on screen that the new buffer does not have (moved, changed, covered or gone).
    public var removed: [PicturePlacement]
    /// Placements of the new buffer not on screen yet, in drawing order.
    public var added: [PicturePlacement]

    /// The difference from `old` (on screen) to `new`. With `full`, the screen is being
    /// repainted (cleared): nothing is removed one by one and every new placement is added.
    public init(from old: [PicturePlacement], to new: [PicturePlacement], full: Bool = false) {
        guard !full else {
            removed = []
            added = new
            return
        }
        let oldKeys = Set(old.map(Key.init))
        let newKeys = Set(new.map(Key.init))
        removed = old.filter { !newKeys.contains(Key($0)) }
        added = new.filter { !oldKeys.contains(Key($0)) }
    }

    /// Whether nothing changes.
    public var isEmpty: Bool { removed.isEmpty && added.isEmpty }

    /// A placement's identity on screen: where, and which pixels.
    private struct Key: Hashable {
        var rect: CellRect
        var picture: UInt64
        var width: Int
        var height: Int

        init(_ placement: PicturePlacement) {
            rect = placement.rect
            picture = placement.picture.id
            width = placement.picture.width
            height = placement.picture.height
        }
    }
}
