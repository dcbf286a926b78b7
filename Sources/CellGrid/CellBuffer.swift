/// A rectangle of cells: what a widget, a sheet or the whole screen looks like.
///
/// Painting writes into a buffer; the terminal receives only the difference between the
/// buffer on screen and the next (see ``BufferDiff``). Writes outside the buffer are clipped,
/// and a wide cluster is never split: where only half of it would fit, a space is written.
public struct CellBuffer: Hashable, Sendable {
    /// Columns and rows.
    public let size: CellSize
    /// Cells row by row.
    public internal(set) var cells: [Cell]
    /// Pictures drawn over the cells, in drawing order (later ones on top). The cells under a
    /// placement already show the picture as colored cells; a terminal with a picture protocol
    /// draws the pixels over them. Painting cells over part of a placement (a sheet, another
    /// tile) removes it: see ``removePictures(intersecting:)``.
    public var pictures: [PicturePlacement] = []

    /// Creates a buffer of `size` filled with `fill`.
    public init(size: CellSize, fill: Cell = .blank()) {
        self.size = CellSize(width: max(0, size.width), height: max(0, size.height))
        self.cells = Array(repeating: fill, count: self.size.area)
    }

    /// The whole buffer as a rectangle at the origin.
    public var bounds: CellRect { CellRect(origin: .zero, size: size) }

    /// The cell at column `x`, row `y`; nil outside the buffer.
    public subscript(x: Int, y: Int) -> Cell? {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return nil }
        return cells[y * size.width + x]
    }

    /// Replaces one cell, ignoring writes outside the buffer.
    ///
    /// This is the raw setter: it does not mend a wide cluster that the write cuts in half.
    /// Use ``put(_:at:style:clip:)`` to write text.
    public mutating func set(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
        cells[y * size.width + x] = cell
    }

    /// Fills a rectangle (clipped to the buffer) with `cell`.
    public mutating func fill(_ rect: CellRect, with cell: Cell) {
        replaceCells(in: rect) { $0 = cell }
    }

    /// Applies `change` to every cell of `rect` (clipped), first blanking wide clusters that
    /// the rectangle's edges would cut.
    private mutating func replaceCells(in rect: CellRect, _ change: (inout Cell) -> Void) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            clearCluster(atColumn: area.minX, row: y)
            clearCluster(atColumn: area.maxX - 1, row: y)
            for x in area.minX..<area.maxX {
                change(&cells[y * size.width + x])
            }
        }
    }

    /// Replaces the glyph of every cell in `rect` with `grapheme` (a one-cell cluster), keeping
    /// each cell's style.
    public mutating func fill(_ rect: CellRect, keepingStyleWith grapheme: String) {
        let storage = CellGrapheme(grapheme)
        replaceCells(in: rect) { $0.storage = storage }
    }

    /// Blanks every cell of `rect` (clipped) to a space on `background`, keeping each cell's
    /// foreground and attributes; a wide cluster the edges cut becomes spaces. The same as
    /// restyling the background and then filling with spaces, in one pass.
    public mutating func fill(_ rect: CellRect, background: TerminalColor) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            clearCluster(atColumn: area.minX, row: y)
            clearCluster(atColumn: area.maxX - 1, row: y)
            let base = y * size.width
            cells.withUnsafeMutableBufferPointer { cells in
                for index in (base + area.minX)..<(base + area.maxX) {
                    cells[index].style.background = background
                    cells[index].storage = .space
                }
            }
        }
    }

    /// Changes the style of every cell in `rect` with `change`, keeping the graphemes.
    public mutating func restyle(_ rect: CellRect, _ change: (inout CellStyle) -> Void) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                change(&cells[y * size.width + x].style)
            }
        }
    }

    /// Writes `text` on one line starting at column `x`, row `y`, clipped to `clip` (and to
    /// the buffer). Returns the column after the last cell written.
    ///
    /// Clusters are drawn in their stable form (see ``TerminalGrapheme``); zero-width clusters
    /// are skipped; a wide cluster that would straddle the clip edge becomes a space.
    ///
    /// With `keepsBackground`, each cell keeps the background color already there (text drawn
    /// over a filled shape stays on that fill).
    @discardableResult
    public mutating func put(
        _ text: String, at point: CellPoint, style: CellStyle, clip: CellRect? = nil,
        keepsBackground: Bool = false
    ) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        var x = point.x
        let y = point.y
        guard y >= area.minY, y < area.maxY else { return x + DisplayWidth.of(text) }
        for character in text {
            let grapheme = TerminalGrapheme(character)
            let width = grapheme.width
            if width == 0 { continue }
            let end = x + width
            var style = style
            if keepsBackground, x >= 0, x < size.width {
                style.background = cells[y * size.width + x].style.background
            }
            if end <= area.minX || x >= area.maxX {
                x = end
                continue
            }
            if x < area.minX || end > area.maxX {
                // Only part of a wide cluster is visible: draw spaces in its visible cells.
                for column in max(x, area.minX)..<min(end, area.maxX) {
                    writeCluster(Cell.blank(style), width: 1, x: column, y: y)
                }
            } else {
                writeCluster(Cell(grapheme.text, style: style), width: width, x: x, y: y)
            }
            x = end
        }
        return x
    }

    /// Writes the same one-cluster glyph `count` times from `point` (bars, lines, skeletons),
    /// clipped; returns the column after the last.
    @discardableResult
    public mutating func putRepeating(
        _ text: String, width: Int, count: Int, at point: CellPoint, style: CellStyle, clip: CellRect,
        keepsBackground: Bool = false
    ) -> Int {
        let grapheme = CellGrapheme(text)
        if width == 1 {
            return putRepeating(grapheme, count: count, at: point, style: style, clip: clip, keepsBackground: keepsBackground)
        }
        var x = point.x
        for _ in 0..<max(0, count) {
            x = putCluster(
                grapheme, width: width, at: CellPoint(x: x, y: point.y), style: style, clip: clip, keepsBackground: keepsBackground)
        }
        return x
    }

    /// A one-cell cluster `count` times from `point`, clipped, in one pass: the same cells as
    /// writing them one by one (only a wide cluster cut by the run's ends needs mending).
    private mutating func putRepeating(
        _ grapheme: CellGrapheme, count: Int, at point: CellPoint, style: CellStyle, clip: CellRect,
        keepsBackground: Bool
    ) -> Int {
        let end = point.x + max(0, count)
        let (minX, maxX) = (max(clip.minX, 0, point.x), min(clip.maxX, size.width, end))
        let y = point.y
        guard minX < maxX, y >= max(clip.minY, 0), y < min(clip.maxY, size.height) else { return end }
        clearCluster(atColumn: minX, row: y)
        clearCluster(atColumn: maxX - 1, row: y)
        let base = y * size.width
        cells.withUnsafeMutableBufferPointer { cells in
            for index in (base + minX)..<(base + maxX) {
                var style = style
                if keepsBackground { style.background = cells[index].style.background }
                cells[index] = Cell(storage: grapheme, style: style)
            }
        }
        return end
    }

    /// Writes one cluster given as UTF-8 bytes (in its stable form, `width` cells wide) at
    /// `point`, clipped; returns the column after it. As
    /// ``putCluster(_:width:at:style:clip:keepsBackground:)`` without making a `String`.
    @discardableResult
    public mutating func putCluster(
        utf8 bytes: UnsafeBufferPointer<UInt8>, width: Int, at point: CellPoint, style: CellStyle, clip: CellRect,
        keepsBackground: Bool = false
    ) -> Int {
        let grapheme =
            bytes.count <= CellGrapheme.inlineCapacity
            ? CellGrapheme(utf8: bytes)
            : CellGrapheme(String(decoding: bytes, as: UTF8.self))
        return putCluster(grapheme, width: width, at: point, style: style, clip: clip, keepsBackground: keepsBackground)
    }

    /// Writes one cluster already in its stable form and measured (layout did it), at
    /// `point`, clipped; returns the column after it. Cheaper than ``put(_:at:style:clip:keepsBackground:)``
    /// for text that was measured once and drawn many times.
    @discardableResult
    public mutating func putCluster(
        _ text: String, width: Int, at point: CellPoint, style: CellStyle, clip: CellRect,
        keepsBackground: Bool = false
    ) -> Int {
        putCluster(CellGrapheme(text), width: width, at: point, style: style, clip: clip, keepsBackground: keepsBackground)
    }

    /// ``putCluster(_:width:at:style:clip:keepsBackground:)`` for a cluster already in a cell's form.
    private mutating func putCluster(
        _ grapheme: CellGrapheme, width: Int, at point: CellPoint, style: CellStyle, clip: CellRect,
        keepsBackground: Bool
    ) -> Int {
        // The visible cells: the clip within the buffer (as `clip.intersection(bounds)`).
        let (minX, maxX) = (max(clip.minX, 0), min(clip.maxX, size.width))
        let (minY, maxY) = (max(clip.minY, 0), min(clip.maxY, size.height))
        let (x, y) = (point.x, point.y)
        let end = x + width
        guard width > 0, y >= minY, y < maxY, end > minX, x < maxX else { return end }
        var style = style
        if keepsBackground, x >= 0, x < size.width { style.background = cells[y * size.width + x].style.background }
        if x < minX || end > maxX {
            for column in max(x, minX)..<min(end, maxX) {
                writeCluster(Cell.blank(style), width: 1, x: column, y: y)
            }
        } else {
            writeCluster(Cell(storage: grapheme, style: style), width: width, x: x, y: y)
        }
        return end
    }

    /// Writes a cluster of `width` cells (its continuation cells after it) and keeps the row
    /// well formed: a wide cluster partly overwritten loses its other half, which becomes a space.
    private mutating func writeCluster(_ cell: Cell, width: Int, x: Int, y: Int) {
        let base = y * size.width
        let last = min(x + width, size.width - 1)
        let isWritten = cells.withUnsafeMutableBufferPointer { cells -> Bool in
            // Most writes replace single-width cells: only a continuation cell at or just past
            // the written ones means a wide cluster to mend first.
            for column in x...last where cells[base + column].isContinuation { return false }
            Self.write(cell, width: width, at: base + x, in: cells)
            return true
        }
        guard !isWritten else { return }
        clearCluster(atColumn: x, row: y)
        clearCluster(atColumn: x + width - 1, row: y)
        cells.withUnsafeMutableBufferPointer { Self.write(cell, width: width, at: base + x, in: $0) }
    }

    /// Writes `cell` at `index` and its continuation cells after it.
    @inline(__always)
    private static func write(_ cell: Cell, width: Int, at index: Int, in cells: UnsafeMutableBufferPointer<Cell>) {
        cells[index] = cell
        for column in (index + 1)..<(index + width) {
            cells[column] = .continuation(cell.style)
        }
    }

    /// Blanks every cell of the wide cluster that covers `column` (if any), so a write that
    /// replaces part of it leaves spaces rather than half a glyph.
    private mutating func clearCluster(atColumn column: Int, row: Int) {
        guard column >= 0, column < size.width else { return }
        let base = row * size.width
        // Most cells are single-width: nothing to clear when neither this cell nor the next
        // belongs to a wide cluster.
        if !cells[base + column].isContinuation, column + 1 >= size.width || !cells[base + column + 1].isContinuation {
            return
        }
        var start = column
        while start > 0 && cells[base + start].isContinuation { start -= 1 }
        var end = start + 1
        while end < size.width && cells[base + end].isContinuation { end += 1 }
        guard end - start > 1 || cells[base + start].isContinuation else { return }
        for x in start..<end { cells[base + x] = .blank(cells[base + x].style) }
    }

    /// Blanks a wide cluster that starts in the last column(s) of `row` but has lost cells past
    /// the right edge.
    private mutating func trimTrailingWideCluster(row: Int) {
        let base = row * size.width
        var start = size.width - 1
        while start > 0 && cells[base + start].isContinuation { start -= 1 }
        let width = DisplayWidth.of(cells[base + start].grapheme)
        if start + width > size.width {
            for x in start..<size.width { cells[base + x] = .blank(cells[base + x].style) }
        }
    }

    /// Removes the pictures that overlap `rect`: cells painted there hide them.
    public mutating func removePictures(intersecting rect: CellRect) {
        guard !pictures.isEmpty else { return }
        pictures.removeAll { !$0.rect.intersection(rect).isEmpty }
    }

    /// Copies `other` into this buffer with its top-left at `origin`, clipped. Pictures of this
    /// buffer under the copy are removed; `other`'s pictures come along, moved by `origin`, when
    /// they lie wholly inside this buffer.
    public mutating func draw(_ other: CellBuffer, at origin: CellPoint) {
        removePictures(intersecting: CellRect(origin: origin, size: other.size))
        for placement in other.pictures {
            let moved = CellRect(
                x: placement.rect.minX + origin.x, y: placement.rect.minY + origin.y, width: placement.rect.width,
                height: placement.rect.height)
            if moved.intersection(bounds) == moved { pictures.append(PicturePlacement(rect: moved, picture: placement.picture)) }
        }
        for y in 0..<other.size.height {
            let row = origin.y + y
            guard row >= 0, row < size.height else { continue }
            // A wide cluster of this buffer cut by the left or right edge of the copy becomes a space.
            clearCluster(atColumn: max(0, origin.x), row: row)
            clearCluster(atColumn: min(size.width, origin.x + other.size.width) - 1, row: row)
            // The row's visible part in one copy (cells are plain values).
            let first = max(0, origin.x)
            let end = min(size.width, origin.x + other.size.width)
            if first < end {
                let target = row * size.width + first
                let source = y * other.size.width + (first - origin.x)
                cells.withUnsafeMutableBufferPointer { destination in
                    other.cells.withUnsafeBufferPointer { cellsOfOther in
                        guard let to = destination.baseAddress, let from = cellsOfOther.baseAddress else { return }
                        (to + target).update(from: from + source, count: end - first)
                    }
                }
            }
            // A wide cluster of the copy cut by this buffer's edge becomes a space.
            if origin.x < 0, cells[row * size.width].isContinuation { clearCluster(atColumn: 0, row: row) }
            if origin.x + other.size.width > size.width, size.width > 0 {
                trimTrailingWideCluster(row: row)
            }
        }
    }
}
