/// What one control connection has sent so far, until its line is whole. Bytes are kept as
/// they come and decoded only once the line ends, so a line (or a character of it) split
/// across reads arrives whole; more than the limit without a newline is refused.
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
}
