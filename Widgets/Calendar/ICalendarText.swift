/// iCalendar TEXT values (RFC 5545 §3.3.11): `\n` or `\N` is a line break, `\,` `\;` and
/// `\\` stand for the character itself.
enum ICalendarText {
    static func unescape(_ value: String) -> String {
        guard value.utf8.contains(UInt8(ascii: "\\")) else { return value }
        var result = ""
        result.reserveCapacity(value.count)
        var escaping = false
        for character in value {
            if escaping {
                switch character {
                case "n", "N": result.append("\n")
                default: result.append(character) // \, \; \\ and, leniently, anything else
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        if escaping { result.append("\\") }
        return result
    }

    /// `value` without leading and trailing spaces and tabs (no copy when there are none).
    static func trimmed(_ value: String) -> String {
        let utf8 = value.utf8
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = utf8.first, let last = utf8.last, isSpace(first) || isSpace(last) else { return value }
        guard let start = utf8.firstIndex(where: { !isSpace($0) }), let end = utf8.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(value[start...end])
    }
}
