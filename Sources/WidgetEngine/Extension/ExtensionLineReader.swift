import Foundation

/// Splits what a program writes into lines, refusing a line longer than a limit.
struct ExtensionLineReader {
    enum Item {
        case line(String)
        /// A line passed the limit (its bytes so far); the rest of the stream is not read.
        case tooLong(Int)
        /// The stream ended; `unfinished` bytes of a last line came without its newline (the
        /// program ended in the middle of it).
        case end(unfinished: Int)
    }

    let handle: FileHandle
    let limit: Int
    private var buffer: [UInt8] = []
    /// How much of ``buffer`` is known to hold no newline.
    private var scanned = 0
    private var ended = false

    init(handle: FileHandle, limit: Int) {
        self.handle = handle
        self.limit = limit
    }

    /// The next line; at the end, a last line without its newline is dropped (the program
    /// ended in the middle of it).
    mutating func next() -> Item {
        while true {
            if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                scanned = 0
                return .line(line)
            }
            scanned = buffer.count
            if buffer.count > limit { return .tooLong(buffer.count) }
            if ended { return .end(unfinished: buffer.count) }
            let data = handle.availableData
            if data.isEmpty { ended = true } else { buffer += data }
        }
    }

    /// `text` as a log or an error quotes it: at most 200 characters, control characters
    /// (escape sequences among them) shown as `\u{1B}`, never passed on raw.
    static func quote(_ text: String) -> String {
        var quoted = ""
        for scalar in text.unicodeScalars.prefix(200) {
            if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                quoted += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                quoted.unicodeScalars.append(scalar)
            }
        }
        return text.unicodeScalars.count > 200 ? quoted + "…" : quoted
    }
}
