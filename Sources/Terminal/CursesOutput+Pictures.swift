import CNcursesw
import CellGrid
import Foundation

extension CursesOutput {
    // MARK: Pictures

    /// The pixel size of a cell from the kernel's window size; 8×16 when the terminal does not say.
    static func cellPixels(of descriptor: Int32) -> CellSize {
        var window = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0,
            window.ws_xpixel >= window.ws_col, window.ws_ypixel >= window.ws_row
        else { return CellSize(width: 8, height: 16) }
        return CellSize(width: Int(window.ws_xpixel / window.ws_col), height: Int(window.ws_ypixel / window.ws_row))
    }

    /// Works out the picture update for `buffer` before curses' update: marks the rows that must
    /// be rewritten (sixel, iTerm2) and returns the bytes to send after it. `full`: the screen is
    /// being cleared and repainted.
    mutating func preparePictures(for buffer: CellBuffer, full: Bool) -> [UInt8] {
        guard let writer = pictureWriter, let window = hs_stdscr() else { return [] }
        // The common frame: no pictures now or before, nothing to work out.
        if !full, buffer.pictures.isEmpty, picturesOnScreen.isEmpty { return [] }
        if full { writer.cellPixels = Self.cellPixels(of: descriptor) }
        let shown = buffer.pictures.filter { writer.draws($0, screen: buffer.size) }
        let previous = picturesOnScreen
        let diff = PictureDiff(from: previous, to: shown, full: full)
        picturesOnScreen = shown
        // A repaint with no pictures still deletes kitty's old ones.
        guard !diff.isEmpty || (full && !previous.isEmpty) else { return [] }
        for rows in writer.rowsToRewrite(for: diff, screen: buffer.size) {
            _ = wredrawln(window, Int32(rows.lowerBound), Int32(rows.count))
        }
        return writer.bytes(for: diff, full: full, screen: buffer.size)
    }

    /// Deletes kitty's pictures from a screen of `size` before it is left (they would stay
    /// in its memory).
    mutating func deletePicturesBeforeLeaving(screen size: CellSize) {
        guard let writer = pictureWriter, writer.pictureProtocol == .kitty, !picturesOnScreen.isEmpty else { return }
        _ = writeToTerminal(writer.bytes(for: PictureDiff(from: [], to: []), full: true, screen: size))
        picturesOnScreen = []
    }

    /// Writes `bytes` to the terminal whole; false on an error.
    @discardableResult
    func writeToTerminal(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN {
                var descriptor = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                guard poll(&descriptor, 1, 1000) > 0 else { return false }
                continue
            }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
}
