import CellGrid
import Foundation

extension HomeScreen {
    /// The dock's icons as selection targets ("dock:N"), centred on the dock row.
    var dockTargets: [(id: String, frame: CellRect)] {
        let labels = config.apps.map { "\($0.icon) \($0.name)" }
        guard !labels.isEmpty, !grid.isTooSmall else { return [] }
        let widths = labels.map { DisplayWidth.of($0) }
        let total = widths.reduce(0, +) + 3 * (labels.count - 1)
        var x = max(0, (screenSize.width - total) / 2)
        let row = grid.dockRow
        return widths.enumerated().map { index, width in
            defer { x += width + 3 }
            return ("dock:\(index)", CellRect(x: x, y: row, width: width, height: 1))
        }
    }

    /// The app index of a dock selection id.
    static func dockIndex(_ id: String) -> Int? {
        id.hasPrefix("dock:") ? Int(id.dropFirst(5)) : nil
    }

    /// Shows the outcome of running a program (nil: it went well).
    public func finishedLaunch(message: String?, at now: Date) {
        if let message { showToast(message, at: now) }
    }
}
