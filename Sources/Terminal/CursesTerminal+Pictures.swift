import CNcursesw
import CellGrid
import Foundation

extension CursesTerminal {
    // MARK: Pictures

    /// How long ``start()`` waits for the terminal's replies to the graphics query, unless
    /// `HOMESCREEN_GRAPHICS_WAIT` gives another number of milliseconds (1 to 5000: a slow link
    /// may need more). The wait ends as soon as the terminal's DA1 reply arrives.
    static let queryMilliseconds: Int32 = 80

    /// The wait for the query's replies, in milliseconds, from `environment`.
    static func queryWait(_ environment: [String: String]) -> Int32 {
        guard let text = environment["HOMESCREEN_GRAPHICS_WAIT"], let value = Int32(text), (1...5000).contains(value) else {
            return queryMilliseconds
        }
        return value
    }

    /// Decides how pictures are drawn (``GraphicsDetection``): asks the terminal when the
    /// choice is `auto`, tmux when a protocol is forced inside it, and loads chafa when a
    /// protocol needs it. Runs in ``start()`` once curses has put the tty in cbreak mode
    /// and before anything is drawn; ``pictureReport`` says what it found.
    func setUpPictures() {
        let environment = ProcessInfo.processInfo.environment
        lateReplies = nil
        var report = ""
        var choice = graphicsChoice
        if choice == .auto, let value = environment["HOMESCREEN_GRAPHICS"], !value.isEmpty {
            if let chosen = GraphicsChoice(rawValue: value) {
                choice = chosen
            } else {
                report = "HOMESCREEN_GRAPHICS=\(value) is not one of auto, kitty, sixel, iterm, cells; "
            }
        }
        let replies =
            GraphicsDetection.shouldQuery(choice, environment: environment) ? queryTerminal(waiting: Self.queryWait(environment)) : nil
        let passthrough = GraphicsDetection.needsPassthroughCheck(choice, environment: environment) ? TmuxPassthrough.isAllowed() : nil
        let detection = GraphicsDetection.decide(
            choice: choice, environment: environment, replies: replies, passthroughAllowed: passthrough)
        var pictureProtocol = detection.pictureProtocol
        report += "pictures: \(pictureProtocol.rawValue) (\(detection.reason))"
        var chafa: Chafa?
        if pictureProtocol != .cells {
            chafa = Chafa.load(environment: environment)
            if chafa == nil {
                if pictureProtocol == .kitty {
                    report += "; chafa is not loaded (\(Chafa.loadFailure)): kitty's protocol from the program's own encoder"
                } else {
                    report += "; but chafa is not loaded (\(Chafa.loadFailure)): cells (install libchafa0 for \(pictureProtocol.rawValue))"
                    pictureProtocol = .cells
                }
            }
        }
        pictureWriter =
            pictureProtocol == .cells
            ? nil
            : PictureWriter(
                pictureProtocol: pictureProtocol, tmuxPassthrough: detection.tmuxPassthrough, chafa: chafa,
                cellPixels: Self.cellPixels(of: outputFileDescriptor))
        picturesOnScreen = []
        pictureReport = report
    }

    /// Sends ``TerminalReplies/query`` and reads the replies for at most `milliseconds`,
    /// or until the DA1 reply ends them. Other bytes read meanwhile (typed keys) go back to
    /// curses' input. Nil when no reply came.
    private func queryTerminal(waiting milliseconds: Int32) -> TerminalReplies? {
        guard writeToTerminal(TerminalReplies.query) else { return nil }
        var received: [UInt8] = []
        var replies = TerminalReplies(parsing: [])
        var chunk = [UInt8](repeating: 0, count: 512)
        let deadline = monotonicMilliseconds() + Int64(milliseconds)
        while !replies.isComplete {
            let remaining = Int32(clamping: deadline - monotonicMilliseconds())
            guard remaining > 0 else { break }
            var descriptor = pollfd(fd: inputFileDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, remaining)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = chunk.withUnsafeMutableBytes { read(inputFileDescriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            received += chunk[0..<count]
            replies = TerminalReplies(parsing: received)
        }
        // After the DA1 reply, a sequence cut short is the start of a key.
        let giveBack = replies.other + (replies.isComplete ? replies.incomplete : [])
        for byte in giveBack.reversed() { _ = ungetch(Int32(byte)) }
        if !replies.isComplete {
            // A slow link: the replies may still come, and must not be read as keys.
            lateReplies = LateReplies(deadline: monotonicMilliseconds() + Self.lateReplyMilliseconds, tail: replies.incomplete)
        }
        return replies.isComplete || replies.kittyGraphics ? replies : nil
    }

    /// How long after the query's wait replies that come late are still taken out of the input.
    static let lateReplyMilliseconds: Int64 = 2000

    /// Replies that did not come within the query's wait, looked for in the input until
    /// ``lateReplyMilliseconds`` have passed.
    struct LateReplies {
        var deadline: Int64
        /// A reply begun and not ended yet.
        var tail: [UInt8]
    }

    /// Takes late replies out of the input before curses reads it: reads what is pending
    /// itself and gives curses back everything else. Ends at the DA1 reply or the deadline.
    func takeLateReplies() {
        guard var late = lateReplies else { return }
        var bytes = late.tail
        var chunk = [UInt8](repeating: 0, count: 512)
        while true {
            var descriptor = pollfd(fd: inputFileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 0) > 0 else { break }
            let count = chunk.withUnsafeMutableBytes { read(inputFileDescriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        let replies = TerminalReplies(parsing: bytes)
        let expired = monotonicMilliseconds() > late.deadline
        // After the DA1 reply, or past the deadline, a sequence begun is a key's.
        let giveBack = replies.other + (expired || replies.isComplete ? replies.incomplete : [])
        for byte in giveBack.reversed() { _ = ungetch(Int32(byte)) }
        late.tail = replies.incomplete
        lateReplies = replies.isComplete || expired ? nil : late
    }

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
    func preparePictures(for buffer: CellBuffer, full: Bool) -> [UInt8] {
        guard let writer = pictureWriter, let window = hs_stdscr() else { return [] }
        // The common frame: no pictures now or before, nothing to work out.
        if !full, buffer.pictures.isEmpty, picturesOnScreen.isEmpty { return [] }
        if full { writer.cellPixels = Self.cellPixels(of: outputFileDescriptor) }
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

    /// Deletes kitty's pictures before the screen is left (they would stay in its memory).
    func deletePicturesBeforeLeaving() {
        guard let writer = pictureWriter, writer.pictureProtocol == .kitty, !picturesOnScreen.isEmpty else { return }
        _ = writeToTerminal(writer.bytes(for: PictureDiff(from: [], to: []), full: true, screen: size))
        picturesOnScreen = []
    }

    /// Writes `bytes` to the terminal whole; false on an error.
    @discardableResult
    func writeToTerminal(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Glibc.write(outputFileDescriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN {
                var descriptor = pollfd(fd: outputFileDescriptor, events: Int16(POLLOUT), revents: 0)
                guard poll(&descriptor, 1, 1000) > 0 else { return false }
                continue
            }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
}
