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
    static func parse(_ text: String, line: Int) -> ICalendarContentLine? {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func readName() -> String {
            let start = index
            while index < scalars.count, scalars[index] != ";", scalars[index] != ":" { index += 1 }
            return String(String.UnicodeScalarView(scalars[start..<index])).trimmingCharacters(in: .whitespaces).uppercased()
        }
        let name = readName()
        guard !name.isEmpty else { return nil }
        var parameters: [String: [String]] = [:]
        while index < scalars.count, scalars[index] == ";" {
            index += 1
            let start = index
            while index < scalars.count, scalars[index] != "=", scalars[index] != ":", scalars[index] != ";" { index += 1 }
            let parameterName = String(String.UnicodeScalarView(scalars[start..<index])).uppercased()
            var values: [String] = []
            if index < scalars.count, scalars[index] == "=" {
                repeat {
                    index += 1
                    values.append(readParameterValue(scalars, &index))
                } while index < scalars.count && scalars[index] == ","
            }
            parameters[parameterName, default: []] += values
        }
        guard index < scalars.count, scalars[index] == ":" else { return nil }
        let value = String(String.UnicodeScalarView(scalars[(index + 1)...]))
        return ICalendarContentLine(name: name, parameters: parameters, value: value, line: line)
    }

    /// A parameter value: quoted (may hold ":", ";" and ","), or up to the next delimiter.
    private static func readParameterValue(_ scalars: [Unicode.Scalar], _ index: inout Int) -> String {
        if index < scalars.count, scalars[index] == "\"" {
            let start = index + 1
            index = start
            while index < scalars.count, scalars[index] != "\"" { index += 1 }
            let value = String(String.UnicodeScalarView(scalars[start..<min(index, scalars.count)]))
            if index < scalars.count { index += 1 }
            return value
        }
        let start = index
        while index < scalars.count, scalars[index] != ",", scalars[index] != ";", scalars[index] != ":" { index += 1 }
        return String(String.UnicodeScalarView(scalars[start..<index]))
    }
}
