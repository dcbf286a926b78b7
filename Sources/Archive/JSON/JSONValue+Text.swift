extension JSONValue {
    /// The value as JSON text: on one line (`pretty` false, for a message per line), or
    /// indented by two spaces with one member or element a line. Strings keep their characters
    /// (UTF-8) and escape only quotes, backslashes and control characters.
    public func text(pretty: Bool = false) -> String {
        var out = ""
        write(into: &out, pretty: pretty, indent: "")
        return out
    }

    private func write(into out: inout String, pretty: Bool, indent: String) {
        switch self {
        case .null: out += "null"
        case let .bool(value): out += value ? "true" : "false"
        case let .number(text): out += text
        case let .string(string): Self.writeString(string, into: &out)
        case let .array(elements):
            guard !elements.isEmpty else {
                out += "[]"
                return
            }
            let inner = indent + "  "
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += "," }
                if pretty { out += "\n" + inner }
                element.write(into: &out, pretty: pretty, indent: inner)
            }
            out += pretty ? "\n" + indent + "]" : "]"
        case let .object(members):
            guard !members.isEmpty else {
                out += "{}"
                return
            }
            let inner = indent + "  "
            out += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { out += "," }
                if pretty { out += "\n" + inner }
                Self.writeString(member.name, into: &out)
                out += pretty ? ": " : ":"
                member.value.write(into: &out, pretty: pretty, indent: inner)
            }
            out += pretty ? "\n" + indent + "}" : "}"
        }
    }

    private static func writeString(_ string: String, into out: inout String) {
        out += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
