import CellGrid

/// Turns a ``PictureDiff`` into the bytes that update the pictures on a terminal with a picture
/// protocol, sent after curses has written the cells.
///
/// - Each new placement is drawn at its top-left cell between a cursor save and restore
///   (`ESC 7` … `ESC 8`), so curses' idea of the cursor and the colors stays right.
/// - kitty keeps pictures in a layer above the text: a placement that went is deleted
///   (`a=d,d=P` at its top-left cell, which also frees the pixels), and a repaint deletes all
///   (`a=d,d=A`) first. Sixel and iTerm2 pixels are replaced by text: a placement that went is
///   taken away by curses rewriting its rows (``rowsToRewrite(for:)``).
/// - Sixel and iTerm2 move the cursor below a picture, which scrolls the screen when that is
///   the last row: a placement touching the last row stays cells there.
/// - Inside tmux every picture sequence is wrapped for passthrough (``TmuxPassthrough``).
/// - Encoded pictures are kept (the last 32) so that a repaint does not encode them again.
@MainActor
final class PictureWriter {
    let pictureProtocol: PictureProtocol
    let tmuxPassthrough: Bool
    /// The pixel size of a cell (from the kernel's window size; 8×16 when unknown), which
    /// sixels are drawn at.
    var cellPixels: CellSize
    private let chafa: Chafa?
    private var encoded: [EncodingKey: [UInt8]] = [:]
    private var encodedOrder: [EncodingKey] = []
    private static let encodedLimit = 32

    private struct EncodingKey: Hashable {
        var picture: UInt64
        var columns: Int
        var rows: Int
    }

    init(pictureProtocol: PictureProtocol, tmuxPassthrough: Bool, chafa: Chafa?, cellPixels: CellSize) {
        self.pictureProtocol = pictureProtocol
        self.tmuxPassthrough = tmuxPassthrough
        self.chafa = chafa
        self.cellPixels = cellPixels
    }

    /// Whether `placement` is drawn with pixels on a screen of `screen` cells.
    func draws(_ placement: PicturePlacement, screen: CellSize) -> Bool {
        let rect = placement.rect
        guard !rect.isEmpty, rect.minX >= 0, rect.minY >= 0, rect.maxX <= screen.width, rect.maxY <= screen.height else { return false }
        switch pictureProtocol {
        case .kitty: return true
        case .sixel, .iterm: return rect.maxY < screen.height
        case .cells: return false
        }
    }

    /// The bytes for `diff` on a screen of `screen` cells; with `full` (the screen was cleared
    /// and repainted) every placement of `diff.added` is drawn anew.
    func bytes(for diff: PictureDiff, full: Bool, screen: CellSize) -> [UInt8] {
        var output: [UInt8] = []
        if pictureProtocol == .kitty {
            if full { output += wrapped(Array("\u{1B}_Ga=d,d=A,q=2\u{1B}\\".utf8)) }
            for placement in diff.removed where draws(placement, screen: screen) {
                let cell = "x=\(placement.rect.minX + 1),y=\(placement.rect.minY + 1)"
                output += wrapped(Array("\u{1B}_Ga=d,d=P,\(cell),q=2\u{1B}\\".utf8))
            }
        }
        for placement in diff.added where draws(placement, screen: screen) {
            let sequence = encoding(of: placement)
            guard !sequence.isEmpty else { continue }
            output += Array("\u{1B}7\u{1B}[\(placement.rect.minY + 1);\(placement.rect.minX + 1)H".utf8)
            output += wrapped(sequence)
            output += Array("\u{1B}8".utf8)
        }
        return output
    }

    /// The screen rows (as y ranges) curses must rewrite to take away the pixels of the
    /// placements `diff` removes: sixel and iTerm2 only (kitty deletes by command).
    func rowsToRewrite(for diff: PictureDiff, screen: CellSize) -> [Range<Int>] {
        guard pictureProtocol == .sixel || pictureProtocol == .iterm else { return [] }
        return diff.removed.filter { draws($0, screen: screen) }.map { $0.rect.minY..<$0.rect.maxY }
    }

    private func wrapped(_ sequence: [UInt8]) -> [UInt8] {
        tmuxPassthrough ? TmuxPassthrough.wrap(sequence) : sequence
    }

    /// The picture sequence of `placement`, encoded once.
    private func encoding(of placement: PicturePlacement) -> [UInt8] {
        let key = EncodingKey(picture: placement.picture.id, columns: placement.rect.width, rows: placement.rect.height)
        if let known = encoded[key] { return known }
        let sequence = encode(placement.picture, columns: key.columns, rows: key.rows)
        encoded[key] = sequence
        encodedOrder.append(key)
        if encodedOrder.count > Self.encodedLimit { encoded[encodedOrder.removeFirst()] = nil }
        return sequence
    }

    private func encode(_ picture: Picture, columns: Int, rows: Int) -> [UInt8] {
        guard let chafa else {
            return pictureProtocol == .kitty ? KittyEncoder.encode(picture, columns: columns, rows: rows) : []
        }
        // kitty and iTerm2 scale a picture to its cells: sent at its own size (no larger). Sixels
        // are drawn pixel for pixel: at the cells' real size.
        let cell =
            pictureProtocol == .sixel
            ? cellPixels
            : CellSize(
                width: max(1, (picture.width + columns - 1) / max(1, columns)),
                height: max(1, (picture.height + rows - 1) / max(1, rows)))
        return chafa.encode(picture, columns: columns, rows: rows, cellPixels: cell, as: pictureProtocol)
    }
}
