import CellGrid
import CNcursesw

/// Takes the terminal's reports out of the characters curses hands over, before they are
/// taken for keys: the answer to the background color query (OSC 11, `ESC ] 11 ; rgb:RRRR/GGGG/BBBB`
/// ended by BEL or `ESC \`, as xterm's ctlseqs give it) and focus reports (`ESC [ I` focus in,
/// `ESC [ O` focus out, while mode 1004 is on). curses passes these through a character at a
/// time, as it does the bracketed paste markers.
///
/// Everything else goes through unchanged and in order. A sequence that turns out not to be a
/// report (Alt-], Alt-[ then a key) is handed on whole; one cut short at the end of a read is
/// handed on by ``flush()``, except an OSC 11 answer under way while one is awaited
/// (``awaitingBackground``), which is kept for the next read: the run loop ends that wait at
/// the deadline it was handed.
struct TerminalReports {
    /// What came out of one character.
    enum Piece: Equatable {
        /// A character that is not part of a report.
        case character(wint_t)
        /// The terminal's background color.
        case background(TerminalColor)
        /// The terminal gained focus.
        case focusIn
    }

    /// True from a background query until its answer (or until the run loop gives up).
    var awaitingBackground = false
    /// Characters of a report begun.
    private var held: [wint_t] = []

    /// The longest OSC 11 answer taken (`ESC ] 11 ; rgba:ffff/ffff/ffff/ffff ESC \` is 36).
    static let longestAnswer = 64

    /// The query: OSC 11 with `?`, ended by ST (`ESC \`), which every terminal that answers
    /// takes; tmux answers it with the color of the terminal it runs in (or its own default).
    static let backgroundQuery = Array("\u{1B}]11;?\u{1B}\\".utf8)
    /// Focus reporting on (xterm's mode 1004); terminals without it ignore the mode.
    static let enableFocus = Array("\u{1B}[?1004h".utf8)
    /// Focus reporting off.
    static let disableFocus = Array("\u{1B}[?1004l".utf8)

    /// Takes one character.
    mutating func take(_ value: wint_t) -> [Piece] {
        held.append(value)
        switch classify() {
        case .partial:
            return []
        case let .report(piece):
            held.removeAll()
            if case .background = piece { awaitingBackground = false }
            return [piece]
        case .focusOut:
            held.removeAll()
            return []
        case .none:
            // Not a report: hand on the first character, and look again at the rest (an ESC
            // there may start one).
            let first = held.removeFirst()
            let rest = held
            held.removeAll()
            return [.character(first)] + rest.flatMap { take($0) }
        }
    }

    /// The end of a read: a report cut short is handed on as characters, unless it is the
    /// background answer awaited.
    mutating func flush() -> [Piece] {
        if awaitingBackground, held.count >= 2, held[1] == wint_t(UInt8(ascii: "]")) { return [] }
        defer { held.removeAll() }
        return held.map(Piece.character)
    }

    private enum Classification {
        case partial
        case report(Piece)
        case focusOut, none
    }

    private func classify() -> Classification {
        let escape = wint_t(0x1B)
        guard held[0] == escape else { return .none }
        guard held.count >= 2 else { return .partial }
        switch held[1] {
        case wint_t(UInt8(ascii: "[")):
            guard held.count >= 3 else { return .partial }
            if held[2] == wint_t(UInt8(ascii: "I")) { return .report(.focusIn) }
            if held[2] == wint_t(UInt8(ascii: "O")) { return .focusOut }
            return .none
        case wint_t(UInt8(ascii: "]")):
            let prefix = Array("\u{1B}]11;".unicodeScalars.map { wint_t($0.value) })
            let common = min(held.count, prefix.count)
            guard Array(held[0..<common]) == Array(prefix[0..<common]) else { return .none }
            guard held.count > prefix.count else { return .partial }
            let last = held[held.count - 1]
            let bodyEnd: Int
            if last == 0x07 {
                bodyEnd = held.count - 1
            } else if last == wint_t(UInt8(ascii: "\\")), held[held.count - 2] == escape {
                bodyEnd = held.count - 2
            } else {
                if held.count > Self.longestAnswer { return .none }
                // An ESC inside the body may only start the ST.
                if held[prefix.count..<(held.count - 1)].contains(escape) { return .none }
                return .partial
            }
            let body = String(String.UnicodeScalarView(held[prefix.count..<bodyEnd].compactMap { Unicode.Scalar(UInt32($0)) }))
            guard let color = Self.color(ofAnswer: body) else { return .none }
            return .report(.background(color))
        default:
            return .none
        }
    }

    /// `rgb:RRRR/GGGG/BBBB` (1 to 4 hex digits a channel, scaled to 8 bits; also `rgba:` with
    /// a fourth ignored) as a color; nil for anything else.
    static func color(ofAnswer body: String) -> TerminalColor? {
        let parts = body.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, parts[0] == "rgb" || parts[0] == "rgba" else { return nil }
        let channels = parts[1].split(separator: "/", omittingEmptySubsequences: false)
        guard channels.count == (parts[0] == "rgb" ? 3 : 4) else { return nil }
        var values: [UInt8] = []
        for channel in channels.prefix(3) {
            guard (1...4).contains(channel.count), let value = UInt32(channel, radix: 16) else { return nil }
            let maximum = (UInt32(1) << (4 * UInt32(channel.count))) - 1
            values.append(UInt8((value * 255 + maximum / 2) / maximum))
        }
        return .rgb(values[0], values[1], values[2])
    }
}
