/// Turns a file's bytes into logical lines: CRLF or LF line ends, and folded lines (a line
/// starting with a space or tab continues the previous one, RFC 5545 §3.1) joined.
///
/// Unfolding works on bytes, before decoding, because a writer may fold in the middle of a
/// multi-byte UTF-8 character.
enum ICalendarUnfolder {
    /// A logical line and the 1-based number of the physical line it starts on; `text` is nil
    /// when the line is not valid UTF-8.
    struct Line: Hashable, Sendable {
        var text: String?
        var number: Int
    }

    static func lines(_ bytes: [UInt8]) -> [Line] {
        var lines: [Line] = []
        var current: [UInt8] = []
        var currentStart = 0
        var physical = 0
        // Blank lines carry nothing and are dropped.
        func flush() {
            if !current.isEmpty { lines.append(Line(text: String(validating: current, as: UTF8.self), number: currentStart)) }
            current.removeAll(keepingCapacity: true)
        }
        var start = bytes.startIndex
        // A UTF-8 byte order mark is not part of the first line.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        while start < bytes.endIndex {
            var end = start
            while end < bytes.endIndex, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var physicalLine = bytes[start..<end]
            if physicalLine.last == UInt8(ascii: "\r") { physicalLine = physicalLine.dropLast() }
            physical += 1
            if let first = physicalLine.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t"), physical > 1 {
                current.append(contentsOf: physicalLine.dropFirst())
            } else {
                flush()
                current.append(contentsOf: physicalLine)
                currentStart = physical
            }
            start = end + 1
        }
        flush()
        return lines
    }
}
