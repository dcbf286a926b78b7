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
        forEachLine(bytes) { line, number in
            lines.append(Line(text: String(validating: line, as: UTF8.self), number: number))
        }
        return lines
    }

    /// Calls `visit` with the bytes of each logical line (not decoded: the caller checks them)
    /// and the number of the physical line it starts on, in order. A line that is not folded is
    /// passed without being copied.
    static func forEachLine(_ bytes: [UInt8], _ visit: (UnsafeBufferPointer<UInt8>, Int) -> Void) {
        bytes.withUnsafeBufferPointer { bytes in
            var folded: [UInt8] = []
            // The logical line being gathered: a range of `bytes` until a continuation comes,
            // then copied into `folded`.
            var pending: Range<Int>?
            var isFolded = false
            var pendingStart = 0
            var physical = 0
            // Blank lines carry nothing and are dropped.
            func flush() {
                if isFolded {
                    if !folded.isEmpty { folded.withUnsafeBufferPointer { visit($0, pendingStart) } }
                    folded.removeAll(keepingCapacity: true)
                } else if let range = pending, !range.isEmpty {
                    visit(UnsafeBufferPointer(rebasing: bytes[range]), pendingStart)
                }
                pending = nil
                isFolded = false
            }
            var start = 0
            // A UTF-8 byte order mark is not part of the first line.
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                var lineEnd = end
                if lineEnd > start, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
                physical += 1
                if lineEnd > start, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t"), physical > 1 {
                    if !isFolded {
                        isFolded = true
                        if let range = pending { folded.append(contentsOf: bytes[range]) }
                    }
                    folded.append(contentsOf: bytes[(start + 1)..<lineEnd])
                } else {
                    flush()
                    pending = start..<lineEnd
                    pendingStart = physical
                }
                start = end + 1
            }
            flush()
        }
    }
}
