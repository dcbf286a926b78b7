import Foundation

/// What changed between two buffers of the same size: runs of consecutive changed cells.
///
/// The screen writer sends only these runs to the terminal. A run never starts on the second
/// half of a wide cluster: it is widened to begin at the cluster, so the terminal redraws the
/// cluster whole.
public struct BufferDiff: Hashable, Sendable {
    /// Consecutive changed cells on one row.
    public struct Run: Hashable, Sendable {
        /// Where the run starts.
        public var origin: CellPoint
        /// The new cells, left to right.
        public var cells: [Cell]
    }

    /// The size both buffers share.
    public let size: CellSize
    /// Changed runs, top to bottom, left to right.
    public let runs: [Run]

    /// The runs that turn `old` into `new`. Buffers of different sizes (a resize) give one run
    /// per row of `new`: a full repaint.
    public init(from old: CellBuffer, to new: CellBuffer) {
        self.init(from: old, to: new, columns: { _ in [0..<new.size.width] })
    }

    /// The runs that turn `old` into `new` where they may differ: within `rects` only (the
    /// caller knows every other cell is as it was; cells outside them are not compared).
    /// Buffers of different sizes give a full repaint, as ``init(from:to:)``.
    public init(from old: CellBuffer, to new: CellBuffer, within rects: [CellRect]) {
        let bounds = new.bounds
        let areas = rects.map { $0.intersection(bounds) }.filter { !$0.isEmpty }
        self.init(from: old, to: new) { y in
            var spans = areas.filter { $0.minY <= y && y < $0.maxY }.map { $0.minX..<$0.maxX }.sorted { $0.lowerBound < $1.lowerBound }
            // Overlapping or touching spans become one, so no cell is walked twice.
            var index = 1
            while index < spans.count {
                if spans[index].lowerBound <= spans[index - 1].upperBound {
                    spans[index - 1] = spans[index - 1].lowerBound..<max(spans[index - 1].upperBound, spans[index].upperBound)
                    spans.remove(at: index)
                } else {
                    index += 1
                }
            }
            return spans
        }
    }

    /// The runs within the spans of columns `columns(y)` answers for each row `y`, left to right.
    private init(from old: CellBuffer, to new: CellBuffer, columns: (Int) -> [Range<Int>]) {
        size = new.size
        var runs: [Run] = []
        let width = new.size.width
        let sameSize = old.size == new.size
        for y in 0..<new.size.height {
            let base = y * width
            if !sameSize {
                runs.append(Run(origin: CellPoint(x: 0, y: y), cells: Array(new.cells[base..<(base + width)])))
                continue
            }
            for span in columns(y) {
                // Most rows of a frame are as they were: one byte comparison of the span (cells
                // are plain values; equal bytes are equal cells) skips the cell-by-cell walk.
                if Self.rowsHaveSameBytes(old.cells, new.cells, from: base + span.lowerBound, count: span.count) { continue }
                // A run of the span before may have gone on past its end (cells differ there too).
                var x = span.lowerBound
                if let last = runs.last, last.origin.y == y { x = max(x, last.origin.x + last.cells.count) }
                while x < span.upperBound {
                    guard old.cells[base + x] != new.cells[base + x] else {
                        x += 1
                        continue
                    }
                    var start = x
                    while start > 0 && new.cells[base + start].isContinuation { start -= 1 }
                    var end = x + 1
                    while end < width && (old.cells[base + end] != new.cells[base + end] || new.cells[base + end].isContinuation) {
                        end += 1
                    }
                    if let last = runs.last, last.origin.y == y, last.origin.x + last.cells.count >= start {
                        // Widening made this run touch the previous one: merge them.
                        let merged = Array(new.cells[(base + last.origin.x)..<(base + max(end, last.origin.x + last.cells.count))])
                        runs[runs.count - 1] = Run(origin: last.origin, cells: merged)
                    } else {
                        runs.append(Run(origin: CellPoint(x: start, y: y), cells: Array(new.cells[(base + start)..<(base + end)])))
                    }
                    x = end
                }
            }
        }
        self.runs = runs
    }

    /// True when `count` cells from `start` have the same bytes in both arrays.
    private static func rowsHaveSameBytes(_ old: [Cell], _ new: [Cell], from start: Int, count: Int) -> Bool {
        old.withUnsafeBytes { oldBytes in
            new.withUnsafeBytes { newBytes in
                let offset = start * MemoryLayout<Cell>.stride
                let length = count * MemoryLayout<Cell>.stride
                guard let oldBase = oldBytes.baseAddress, let newBase = newBytes.baseAddress,
                    offset + length <= oldBytes.count, offset + length <= newBytes.count
                else { return false }
                return memcmp(oldBase + offset, newBase + offset, length) == 0
            }
        }
    }

    /// True when nothing changed.
    public var isEmpty: Bool { runs.isEmpty }

    /// The number of cells the runs rewrite.
    public var changedCellCount: Int { runs.reduce(0) { $0 + $1.cells.count } }

    /// Applies the runs to `buffer` (the old one), giving the new one.
    public func apply(to buffer: CellBuffer) -> CellBuffer {
        var result = buffer.size == size ? buffer : CellBuffer(size: size)
        for run in runs {
            for (offset, cell) in run.cells.enumerated() {
                result.set(cell, x: run.origin.x + offset, y: run.origin.y)
            }
        }
        return result
    }
}
