/// iCalendar TEXT values (RFC 5545 §3.3.11): `\n` or `\N` is a line break, `\,` `\;` and
/// `\\` stand for the character itself.
enum ICalendarText {
    static func unescape(_ value: String) -> String {
        guard value.contains("\\") else { return value }
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
}
