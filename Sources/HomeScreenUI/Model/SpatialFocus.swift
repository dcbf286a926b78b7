import CellGrid

/// Moves a selection between tiles in a direction, as iOS focus does: among the tiles lying in
/// that direction, the one whose centre is nearest, counting sideways distance twice.
public enum SpatialFocus {
    public enum Direction: Sendable {
        case up, down, left, right
    }

    /// The index of the tile to select from `current` towards `direction`, or nil at an edge.
    public static func move(from current: Int, _ direction: Direction, among frames: [CellRect]) -> Int? {
        guard frames.indices.contains(current) else { return frames.isEmpty ? nil : 0 }
        let origin = center(frames[current])
        var best: (index: Int, cost: Double)? = nil
        for (index, frame) in frames.enumerated() where index != current {
            let target = center(frame)
            let dx = target.x - origin.x, dy = target.y - origin.y
            let (along, across): (Double, Double)
            switch direction {
            case .up: (along, across) = (-dy, dx)
            case .down: (along, across) = (dy, dx)
            case .left: (along, across) = (-dx, dy)
            case .right: (along, across) = (dx, dy)
            }
            guard along > 0 else { continue }
            // Cells are twice as tall as wide: weigh rows twice to compare like with like.
            let scale = direction == .up || direction == .down ? (2.0, 1.0) : (1.0, 2.0)
            let cost = along * scale.0 + 2 * abs(across) * scale.1
            if best.map({ cost < $0.cost }) ?? true { best = (index, cost) }
        }
        return best?.index
    }

    private static func center(_ frame: CellRect) -> (x: Double, y: Double) {
        (Double(frame.minX) + Double(frame.width) / 2, Double(frame.minY) + Double(frame.height) / 2)
    }
}
