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
        input.lateReplies = nil
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
        output.pictureWriter =
            pictureProtocol == .cells
            ? nil
            : PictureWriter(
                pictureProtocol: pictureProtocol, tmuxPassthrough: detection.tmuxPassthrough, chafa: chafa,
                cellPixels: CursesOutput.cellPixels(of: output.descriptor))
        output.picturesOnScreen = []
        pictureReport = report
    }

    /// Sends ``TerminalReplies/query`` and reads the replies for at most `milliseconds`,
    /// or until the DA1 reply ends them. Other bytes read meanwhile (typed keys) go back to
    /// curses' input. Nil when no reply came.
    private func queryTerminal(waiting milliseconds: Int32) -> TerminalReplies? {
        guard output.writeToTerminal(TerminalReplies.query) else { return nil }
        var received: [UInt8] = []
        var replies = TerminalReplies(parsing: [])
        var chunk = [UInt8](repeating: 0, count: 512)
        let deadline = monotonicMilliseconds() + Int64(milliseconds)
        while !replies.isComplete {
            let remaining = Int32(clamping: deadline - monotonicMilliseconds())
            guard remaining > 0 else { break }
            var descriptor = pollfd(fd: input.descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, remaining)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = chunk.withUnsafeMutableBytes { read(input.descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            received += chunk[0..<count]
            replies = TerminalReplies(parsing: received)
        }
        // After the DA1 reply, a sequence cut short is the start of a key.
        let giveBack = replies.other + (replies.isComplete ? replies.incomplete : [])
        for byte in giveBack.reversed() { _ = ungetch(Int32(byte)) }
        if !replies.isComplete {
            // A slow link: the replies may still come, and must not be read as keys.
            input.lateReplies = CursesInput.LateReplies(
                deadline: monotonicMilliseconds() + CursesInput.lateReplyMilliseconds, tail: replies.incomplete)
        }
        return replies.isComplete || replies.kittyGraphics ? replies : nil
    }
}
