/// One unfolded iCalendar content line, `NAME;PARAM=value:VALUE` (RFC 5545 §3.1), with the
/// number of the physical line it starts on.
struct ICalendarContentLine: Hashable, Sendable {
    /// The property name, upper-cased ("DTSTART").
    var name: String
    /// Parameter values by upper-cased name, quotes removed ("TZID": ["Europe/Berlin"]).
    var parameters: [String: [String]]
    /// The raw value, still escaped.
    var value: String
    /// 1-based line number in the file.
    var line: Int

    /// The first value of parameter `name`.
    func parameter(_ name: String) -> String? { parameters[name]?.first }

    /// Splits an unfolded line into name, parameters and value; nil when it has no ":" after
    /// its name and parameters, or no name.
    ///
    /// Works on the UTF-8 bytes: the delimiters are ASCII, and no byte of a multi-byte
    /// character is ASCII, so a split never falls inside a character.
    static func parse(_ text: String, line: Int) -> ICalendarContentLine? {
        var text = text
        return text.withUTF8 { parse($0, line: line) }
    }

    /// The same from the line's bytes, which must be valid UTF-8.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) -> ICalendarContentLine? {
        let count = bytes.count
        var index = 0
        func isDelimiter(_ byte: UInt8) -> Bool { byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") }
        while index < count, !isDelimiter(bytes[index]) { index += 1 }
        let name = upperCased(bytes, trimming: 0..<index)
        guard !name.isEmpty else { return nil }
        var parameters: [String: [String]] = [:]
        while index < count, bytes[index] == UInt8(ascii: ";") {
            index += 1
            let start = index
            while index < count, bytes[index] != UInt8(ascii: "="), !isDelimiter(bytes[index]) { index += 1 }
            let parameterName = upperCased(bytes, trimming: start..<index)
            var values: [String] = []
            if index < count, bytes[index] == UInt8(ascii: "=") {
                repeat {
                    index += 1
                    values.append(readParameterValue(bytes, &index))
                } while index < count && bytes[index] == UInt8(ascii: ",")
            }
            parameters[parameterName, default: []] += values
        }
        guard index < count, bytes[index] == UInt8(ascii: ":") else { return nil }
        return ICalendarContentLine(name: name, parameters: parameters, value: string(bytes, (index + 1)..<count), line: line)
    }

    /// A parameter value: quoted (may hold ":", ";" and ","), or up to the next delimiter.
    private static func readParameterValue(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> String {
        let count = bytes.count
        if index < count, bytes[index] == UInt8(ascii: "\"") {
            let start = index + 1
            index = start
            while index < count, bytes[index] != UInt8(ascii: "\"") { index += 1 }
            let value = string(bytes, start..<min(index, count))
            if index < count { index += 1 }
            return value
        }
        let start = index
        while index < count, bytes[index] != UInt8(ascii: ","), bytes[index] != UInt8(ascii: ";"), bytes[index] != UInt8(ascii: ":") {
            index += 1
        }
        return string(bytes, start..<index)
    }

    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The bytes in `range` without surrounding spaces and tabs, ASCII letters upper-cased.
    private static func upperCased(_ bytes: UnsafeBufferPointer<UInt8>, trimming range: Range<Int>) -> String {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, bytes[lower] == UInt8(ascii: " ") || bytes[lower] == UInt8(ascii: "\t") { lower += 1 }
        while upper > lower, bytes[upper - 1] == UInt8(ascii: " ") || bytes[upper - 1] == UInt8(ascii: "\t") { upper -= 1 }
        let slice = UnsafeBufferPointer(rebasing: bytes[lower..<upper])
        guard slice.contains(where: { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) else {
            return String(decoding: slice, as: UTF8.self)
        }
        return String(decoding: slice.map { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") ? $0 - 32 : $0 }, as: UTF8.self)
    }
}
