import CNcursesw
import CellGrid
import Foundation

/// The input half of ``CursesTerminal``: what curses reads, turned into ``InputEvent``s (keys
/// through ``CursesKeyDecoder``, the mouse, resizes, pastes through ``BracketedPaste``), and
/// the terminal's late replies to the start-up query taken out of the way first.
struct CursesInput {
    /// Where input arrives.
    var descriptor: Int32 = STDIN_FILENO
    /// Events known before curses is read (a resize found by the resume).
    var pending: [InputEvent] = []
    /// A paste under way, or the start of one.
    var paste = BracketedPaste()
    /// The terminal's reports (background color, focus) taken out of the characters.
    var reports = TerminalReports()
    /// Replies to the start-up query still to come (see ``takeLateReplies()``).
    var lateReplies: LateReplies?

    /// Replies that did not come within the query's wait, looked for in the input until
    /// ``lateReplyMilliseconds`` have passed.
    struct LateReplies {
        var deadline: Int64
        /// A reply begun and not ended yet.
        var tail: [UInt8]
    }

    /// How long after the query's wait replies that come late are still taken out of the input.
    static let lateReplyMilliseconds: Int64 = 2000

    /// Every event available now from `window`, oldest first.
    mutating func readEvents(from window: UnsafeMutablePointer<WINDOW>) -> [InputEvent] {
        var events = pending
        pending.removeAll()
        takeLateReplies()
        var value: wint_t = 0
        while true {
            let status = wget_wch(window, &value)
            if status == ERR { break }
            if status == KEY_CODE_YES {
                // A key curses decoded inside a paste is none of the user's.
                if paste.isPasting { continue }
                let code = Int32(truncatingIfNeeded: value)
                if code == KEY_RESIZE {
                    events.append(.resize)
                    continue
                }
                if code == KEY_MOUSE {
                    if let mouse = Self.readMouse() { events.append(.mouse(mouse)) }
                    continue
                }
                if let key = CursesKeyDecoder.key(status: status, value: value) { events.append(.key(key)) }
                continue
            }
            events += self.events(of: paste.take(value))
        }
        events += self.events(of: paste.flush())
        events += Self.events(of: reports.flush())
        return events
    }

    /// The events of what ``BracketedPaste`` completed: a paste, or characters, which the
    /// terminal's reports are taken out of.
    private mutating func events(of pieces: [BracketedPaste.Piece]) -> [InputEvent] {
        pieces.flatMap { piece -> [InputEvent] in
            switch piece {
            case let .character(value): Self.events(of: reports.take(value))
            case let .paste(text): text.isEmpty ? [] : [.paste(text)]
            }
        }
    }

    /// The events of characters and reports.
    private static func events(of pieces: [TerminalReports.Piece]) -> [InputEvent] {
        pieces.compactMap { piece in
            switch piece {
            case let .character(value): CursesKeyDecoder.key(status: OK, value: value).map(InputEvent.key)
            case let .background(color): .backgroundColor(color)
            case .focusIn: .focusIn
            }
        }
    }

    /// The mouse event curses has just reported with `KEY_MOUSE`.
    private static func readMouse() -> MouseEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK, let kind = CursesKeyDecoder.mouseKind(buttonState: event.bstate) else { return nil }
        return MouseEvent(
            position: CellPoint(x: Int(event.x), y: Int(event.y)), kind: kind,
            buttonHeld: CursesKeyDecoder.buttonHeld(buttonState: event.bstate))
    }

    /// Takes late replies out of the input before curses reads it: reads what is pending
    /// itself and gives curses back everything else. Ends at the DA1 reply or the deadline.
    private mutating func takeLateReplies() {
        guard var late = lateReplies else { return }
        var bytes = late.tail
        var chunk = [UInt8](repeating: 0, count: 512)
        while true {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 0) > 0 else { break }
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
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
}
