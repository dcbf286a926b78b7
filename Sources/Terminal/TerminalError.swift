/// Why a terminal could not be started.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Neither standard input and output nor `/dev/tty` is a terminal.
    case notATerminal
    /// curses does not know the terminal type (`TERM`), or could not set it up.
    case cannotInitialize(terminalType: String)

    public var description: String {
        switch self {
        case .notATerminal:
            return "not running in a terminal (standard input and output are not a terminal and /dev/tty cannot be opened)"
        case let .cannotInitialize(terminalType):
            return "cannot set up the terminal of type '\(terminalType)' (is TERM right, and its terminfo entry installed?)"
        }
    }
}
