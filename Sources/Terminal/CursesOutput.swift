import CNcursesw
import CellGrid
import Foundation

/// The output half of ``CursesTerminal``: what was drawn, and how each frame reaches the
/// terminal. Each ``draw(_:running:)`` sends curses only the cells that changed
/// (``BufferDiff``) before one `doupdate`; colors are reduced to ``colorDepth``, their pairs
/// allocated on first use and kept (``ColorPairCache``); pictures go after the cells, in a
/// write of their own (``PictureWriter``).
@MainActor
struct CursesOutput {
    /// The attributes and pair a style is drawn with.
    struct Rendition {
        var attributes: attr_t
        var pair: Int32
    }

    /// Where the frames and pictures are written.
    var descriptor: Int32 = STDOUT_FILENO
    /// The colors the terminal shows, known after start.
    var colorDepth: ColorDepth = .none
    /// True when -1 means the terminal's own colors (`use_default_colors`).
    var defaultColors = true
    var pairs = ColorPairCache(capacity: 0)
    var renditions: [CellStyle: Rendition] = [:]
    /// The last buffer drawn (kept while curses is not running, for the resume to repaint).
    var lastDrawn: CellBuffer?
    /// True when the next draw writes every cell.
    var needsFullRepaint = true
    /// True when the next draw clears the terminal first.
    var needsClear = false
    /// One cluster as a NUL-terminated wide string (at most 5 code points, CCHARW_MAX).
    var clusterScratch = [wchar_t](repeating: 0, count: 8)
    /// Draws pictures with the terminal's protocol; nil when pictures show as cells.
    var pictureWriter: PictureWriter?
    /// The placements drawn with pixels now (those of the last buffer that ``pictureWriter`` draws).
    var picturesOnScreen: [PicturePlacement] = []

    /// Makes the next draw clear the screen and write every cell.
    mutating func forceRepaint() {
        needsFullRepaint = true
        needsClear = true
    }

    /// Shows `buffer` when curses is `running`; otherwise keeps it for the resume to repaint.
    /// With `damage`, only the cells within it are compared (the others are the last buffer's).
    mutating func draw(_ buffer: CellBuffer, running: Bool, within damage: [CellRect]? = nil) {
        guard running, let window = hs_stdscr() else {
            lastDrawn = buffer
            needsFullRepaint = true
            return
        }
        let sizeChanged = lastDrawn?.size != buffer.size
        let full = needsFullRepaint || sizeChanged
        if needsClear {
            _ = wclear(window)
            needsClear = false
        } else if sizeChanged {
            // Only curses' copy is erased; the terminal receives just the difference.
            _ = werase(window)
        }
        let previous = full ? CellBuffer(size: .zero) : (lastDrawn ?? CellBuffer(size: .zero))
        let diff =
            if let damage, !full { BufferDiff(from: previous, to: buffer, within: damage) } else { BufferDiff(from: previous, to: buffer) }
        var repaintedAll = full
        if !diff.isEmpty && !write(diff, fallBackToDefaultPair: false) {
            // The pair table is full: start it over and repaint everything with new pairs.
            reset_color_pairs()
            pairs.removeAll()
            renditions.removeAll()
            _ = wclear(window)
            writeAll(buffer)
            repaintedAll = true
        }
        // Pictures go after the cells they are drawn over, in a write of their own; a frame
        // whose pictures did not change sends none (see PictureWriter).
        let pictureBytes = preparePictures(for: buffer, full: repaintedAll)
        lastDrawn = buffer
        needsFullRepaint = false
        _ = wnoutrefresh(window)
        _ = doupdate()
        writeToTerminal(pictureBytes)
    }

    /// Writes every cell of `buffer` into curses' screen (no update).
    mutating func writeAll(_ buffer: CellBuffer) {
        _ = write(BufferDiff(from: CellBuffer(size: .zero), to: buffer), fallBackToDefaultPair: true)
    }

    /// Writes the runs of `diff` cell by cell, clipped to the curses screen; continuation
    /// cells are skipped (curses fills them when it writes the wide cluster before them).
    /// Returns false, having written part of it, when the pair table is full and
    /// `fallBackToDefaultPair` is false; otherwise styles without a pair use pair 0.
    private mutating func write(_ diff: BufferDiff, fallBackToDefaultPair: Bool) -> Bool {
        guard let window = hs_stdscr() else { return true }
        let rows = Int(getmaxy(window))
        let columns = Int(getmaxx(window))
        var currentStyle: CellStyle?
        var current = Rendition(attributes: hs_a_normal(), pair: 0)
        for run in diff.runs where run.origin.y < rows {
            let y = Int32(run.origin.y)
            for (offset, cell) in run.cells.enumerated() where !cell.isContinuation {
                let x = run.origin.x + offset
                guard x < columns else { break }
                // A space takes the foreground it comes after: it looks the same, and the
                // terminal is sent no attribute change for it.
                let style = cell.isBlank ? cell.style.forBlank(after: currentStyle) : cell.style
                if style != currentStyle {
                    guard let rendition = rendition(for: style, fallBackToDefaultPair: fallBackToDefaultPair) else {
                        return false
                    }
                    current = rendition
                    currentStyle = style
                }
                put(cell.grapheme, y: y, x: Int32(x), rendition: current)
            }
        }
        return true
    }

    /// The attributes and color pair for `style`, defining the pair on first use; nil when
    /// the pair table is full, unless `fallBackToDefaultPair` (then pair 0: attributes only).
    private mutating func rendition(for style: CellStyle, fallBackToDefaultPair: Bool) -> Rendition? {
        if let known = renditions[style] { return known }
        let colors = CursesColors.pairColors(for: style, depth: colorDepth, defaultColors: defaultColors)
        var pair: Int32 = 0
        switch pairs.pair(for: colors) {
        case let .existing(number):
            pair = number
        case let .new(number):
            // A pair curses refuses (a color beyond COLORS) draws in the default colors.
            pair = init_extended_pair(number, colors.foreground, colors.background) == OK ? number : 0
        case .full:
            // Kept until the next reset, so a screen with more color combinations than pairs
            // does not reset the table on every frame.
            guard fallBackToDefaultPair else { return nil }
        }
        let rendition = Rendition(attributes: CursesColors.attributes(style.attributes), pair: pair)
        renditions[style] = rendition
        return rendition
    }

    /// Writes one cluster at (x, y).
    private mutating func put(_ grapheme: String, y: Int32, x: Int32, rendition: Rendition) {
        var count = 0
        for scalar in grapheme.unicodeScalars {
            guard count < 5 else { break }
            clusterScratch[count] = wchar_t(truncatingIfNeeded: scalar.value)
            count += 1
        }
        clusterScratch[count] = 0
        // ERR at the bottom-right cell only means the cursor could not advance; the cell is written.
        _ = clusterScratch.withUnsafeBufferPointer { wide in
            hs_mvadd_cluster(y, x, wide.baseAddress, rendition.attributes, rendition.pair)
        }
    }
}
