import CellGrid
import Terminal

/// Where the frame last drawn shows key hints, so that a click on one is taken as its key:
/// the screens record each hint line they draw (the status bar's, a sheet's buttons) while
/// drawing, and ``ScreenStack`` looks a click up here before it hands it to the top screen.
final class KeyHintMap {
    private var spots: [(frame: CellRect, key: Key)] = []
    /// The hints found in the lines recorded lately (a memo: every frame records the same few
    /// lines again, the status bar's on every key and tick).
    private var parsed: [String: [KeyHints.Spot]] = [:]

    /// Forgets the hints of the last frame (a new one is drawn).
    func removeAll() {
        spots.removeAll(keepingCapacity: true)
    }

    /// Forgets the hints of row `y` (drawn again).
    func removeAll(inRow y: Int) {
        spots.removeAll { $0.frame.minY == y }
    }

    /// `line` drawn from `origin`, cut to `width` cells: its keys become clickable.
    func record(_ line: String, at origin: CellPoint, width: Int = .max) {
        if parsed[line] == nil {
            if parsed.count >= 32 { parsed.removeAll() }
            parsed[line] = KeyHints.spots(in: line)
        }
        for spot in parsed[line] ?? [] where spot.columns.lowerBound < width {
            let end = min(spot.columns.upperBound, width)
            spots.append(
                (CellRect(x: origin.x + spot.columns.lowerBound, y: origin.y, width: end - spot.columns.lowerBound, height: 1), spot.key))
        }
    }

    /// The key of the hint at `point`, the one drawn last when hints overlap.
    func key(at point: CellPoint) -> Key? {
        spots.last { $0.frame.contains(point) }?.key
    }
}
