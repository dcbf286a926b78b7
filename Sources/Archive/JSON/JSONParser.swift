/// A strict JSON parser (RFC 8259): one value, optionally surrounded by white space; a name
/// given twice in an object is an error. Errors name the line and column.
public struct JSONParser {
    /// A syntax error: where, and what was expected.
    public struct SyntaxError: Error, Equatable, CustomStringConvertible {
        /// The line, from 1.
        public var line: Int
        /// The column, from 1, counting characters (Unicode scalars).
        public var column: Int
        /// What was expected or wrong.
        public var problem: String

        public var description: String { "line \(line), column \(column): \(problem)" }
    }

    private let bytes: [UInt8]
    private var offset = 0
    private var depth = 0
    /// Nesting deeper than this is refused, so that a hostile document cannot exhaust the stack
    /// (a view tree nests two levels a node: its object and its children's array).
    public static let maximumDepth = 256

    /// Parses `text` as one JSON value.
    public static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: Array(text.utf8))
        parser.skipSpace()
        let value = try parser.parseValue()
        parser.skipSpace()
        guard parser.offset == parser.bytes.count else { throw parser.error("unexpected text after the value") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func error(_ problem: String) -> SyntaxError {
        var line = 1, column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SyntaxError(line: line, column: column, problem: problem)
    }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    private mutating func expect(_ literal: String, _ value: JSONValue) throws(SyntaxError) -> JSONValue {
        let utf8 = Array(literal.utf8)
        guard bytes.count - offset >= utf8.count, Array(bytes[offset..<(offset + utf8.count)]) == utf8 else {
            throw error("expected a value")
        }
        offset += utf8.count
        return value
    }

    private mutating func parseValue() throws(SyntaxError) -> JSONValue {
        switch current {
        case UInt8(ascii: "{"): return try nested { (parser: inout JSONParser) throws(SyntaxError) in try parser.parseObject() }
        case UInt8(ascii: "["): return try nested { (parser: inout JSONParser) throws(SyntaxError) in try parser.parseArray() }
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        case let byte? where byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte):
            return .number(try parseNumber())
        case nil: throw error("the text ends where a value should be")
        default: throw error("expected a value")
        }
    }

    private mutating func nested(_ body: (inout JSONParser) throws(SyntaxError) -> JSONValue) throws(SyntaxError) -> JSONValue {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) deep") }
        return try body(&self)
    }

    private mutating func parseObject() throws(SyntaxError) -> JSONValue {
        offset += 1
        var members: [JSONValue.Member] = []
        var names: Set<String> = []
        skipSpace()
        if current == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a member name in quotes") }
            let nameStart = offset
            let name = try parseString()
            guard names.insert(name).inserted else {
                offset = nameStart
                throw error("\"\(name)\" is given twice")
            }
            skipSpace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after \"\(name)\"") }
            offset += 1
            skipSpace()
            members.append(JSONValue.Member(name, try parseValue()))
            skipSpace()
            switch current {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                return .object(members)
            default: throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray() throws(SyntaxError) -> JSONValue {
        offset += 1
        var elements: [JSONValue] = []
        skipSpace()
        if current == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            skipSpace()
            elements.append(try parseValue())
            skipSpace()
            switch current {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                return .array(elements)
            default: throw error("expected ',' or ']'")
            }
        }
    }

    private mutating func parseNumber() throws(SyntaxError) -> String {
        let start = offset
        func digits(_ parser: inout JSONParser) -> Int {
            let from = parser.offset
            while let byte = parser.current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { parser.offset += 1 }
            return parser.offset - from
        }
        if current == UInt8(ascii: "-") { offset += 1 }
        let leadingZero = current == UInt8(ascii: "0")
        let whole = digits(&self)
        guard whole > 0 else { throw error("expected digits") }
        guard !leadingZero || whole == 1 else { throw error("a number cannot start with 0") }
        if current == UInt8(ascii: ".") {
            offset += 1
            guard digits(&self) > 0 else { throw error("expected digits after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            offset += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            guard digits(&self) > 0 else { throw error("expected digits in the exponent") }
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        offset += 1
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else { throw error("the text ends inside a string") }
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                guard let string = String(validating: utf8, as: UTF8.self) else { throw error("a string that is not UTF-8") }
                return string
            case UInt8(ascii: "\\"):
                offset += 1
                try parseEscape(into: &utf8)
            case 0..<0x20:
                throw error("a control character in a string (write it as an escape, e.g. \\n)")
            default:
                utf8.append(byte)
                offset += 1
            }
        }
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(SyntaxError) {
        guard let byte = current else { throw error("the text ends inside a string") }
        offset += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let plain = simple[byte] {
            utf8.append(plain)
            return
        }
        guard byte == UInt8(ascii: "u") else { throw error("unknown escape \\\(Character(Unicode.Scalar(byte)))") }
        var scalar = try parseHex4()
        if (0xD800..<0xDC00).contains(scalar) {
            guard current == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
                throw error("a lone surrogate \\u\(String(scalar, radix: 16))")
            }
            offset += 2
            let low = try parseHex4()
            guard (0xDC00..<0xE000).contains(low) else { throw error("a lone surrogate \\u\(String(scalar, radix: 16))") }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw error("a lone surrogate \\u\(String(scalar, radix: 16))") }
        utf8.append(contentsOf: String(Character(unicode)).utf8)
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        guard bytes.count - offset >= 4,
            let value = UInt32(String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self), radix: 16)
        else {
            throw error("expected four hex digits after \\u")
        }
        offset += 4
        return value
    }
}
