/// What one control connection has sent and is not answered yet, line by line. Bytes are kept
/// as they come and decoded only once a line ends, so a line (or a character of it) split
/// across reads arrives whole; more than the limit without a newline is refused. A connection
/// kept open (see ``ControlConnections``) may send its next lines before the first is
/// answered: ``take(ended:)`` hands them out one at a time.
struct ControlLineBuffer {
    /// What the bytes so far make.
    enum State: Equatable {
        /// No newline yet: wait for more.
        case incomplete
        /// The line, without its newline.
        case line(String)
        /// Over the limit without a newline.
        case tooLong
    }

    /// The most bytes accepted before the newline.
    let limit: Int
    private(set) var bytes: [UInt8] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// Adds bytes read from the connection.
    mutating func append(_ chunk: ArraySlice<UInt8>) {
        bytes += chunk
    }

    /// True once reading more can change nothing (a newline came, or too much did).
    var isDecided: Bool { bytes.contains(UInt8(ascii: "\n")) || bytes.count > limit }

    /// The line so far; `ended` when the client has closed its side (what came is the line).
    func state(ended: Bool) -> State {
        let newline = bytes.firstIndex(of: UInt8(ascii: "\n"))
        guard let end = newline ?? (ended || bytes.count > limit ? bytes.endIndex : nil) else { return .incomplete }
        if end > limit { return .tooLong }
        return .line(String(decoding: bytes[..<end], as: UTF8.self))
    }

    /// True when nothing is left to answer.
    var isEmpty: Bool { bytes.isEmpty }

    /// ``state(ended:)``, and a whole line is taken out of the buffer (with its newline), so
    /// the next call gives the line after it.
    mutating func take(ended: Bool) -> State {
        let state = state(ended: ended)
        if case .line = state {
            let end = bytes.firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.endIndex
            bytes.removeSubrange(..<end)
        }
        return state
    }
}
