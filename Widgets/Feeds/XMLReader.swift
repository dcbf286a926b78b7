import Foundation

/// A small pull reader of XML 1.0 for feeds: elements, attributes, character data, CDATA, the
/// predefined and numeric character references, comments, processing instructions and a
/// DOCTYPE skipped. It works on the document's bytes as they are (UTF-8, which feeds are in
/// practice) and checks that tags nest and close, so a truncated or garbled feed is refused.
///
/// It reads the bytes in place (a buffer valid while the reader is used: ``read(_:_:)``), so a
/// body of megabytes is not copied. Written here rather than taken from Foundation: FoundationXML would link libxml2 (and its
/// ICU and compression libraries) into the home screen's program, which every widget process
/// also is. Only what a feed needs is read: no DTD, no external entities (so none is fetched).
struct XMLReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var line = 1
    private var open: [String] = []
    private var pending: [XMLEvent] = []
    private var sawRoot = false

    /// Hands `body` a reader of `data`'s bytes, valid only within it.
    static func read<T>(_ data: Data, _ body: (inout XMLReader) throws(XMLError) -> T) throws(XMLError) -> T {
        let result: Result<T, XMLError> = data.withUnsafeBytes { raw in
            var reader = XMLReader(raw.bindMemory(to: UInt8.self))
            do throws(XMLError) {
                return .success(try body(&reader))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // A UTF-8 byte order mark.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    /// The next event, nil at the end of a well-formed document; throws at the first error.
    mutating func next() throws(XMLError) -> XMLEvent? {
        if !pending.isEmpty { return pending.removeFirst() }
        while position < bytes.count {
            if bytes[position] != UInt8(ascii: "<") {
                let text = try readText()
                if open.isEmpty {
                    guard text.allSatisfy(\.isWhitespace) else { throw error("text outside the document's element") }
                    continue
                }
                return .text(text)
            }
            if starts(with: "<!--") {
                try skip(past: "-->", what: "comment")
            } else if starts(with: "<![CDATA[") {
                position += 9
                let start = position
                try skip(past: "]]>", what: "CDATA section")
                guard !open.isEmpty else { throw error("CDATA outside the document's element") }
                return .text(String(decoding: bytes[start..<(position - 3)], as: UTF8.self))
            } else if starts(with: "<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if starts(with: "<!") {
                try skipDeclaration()
            } else if starts(with: "</") {
                return try readEnd()
            } else {
                return try readStart()
            }
        }
        if let element = open.last { throw error("the document ends inside <\(element)>") }
        guard sawRoot else { throw error("no element: not an XML document") }
        return nil
    }

    private mutating func readStart() throws(XMLError) -> XMLEvent {
        guard open.isEmpty ? !sawRoot : true else { throw error("a second element after the document's end") }
        position += 1
        let name = readName()
        guard !name.isEmpty else { throw error("\"<\" does not start a tag") }
        var attributes: [String: String] = [:]
        while true {
            skipSpace()
            guard position < bytes.count else { throw error("the document ends inside <\(name)>") }
            if bytes[position] == UInt8(ascii: ">") {
                position += 1
                open.append(name)
                sawRoot = true
                return .start(name: name, attributes: attributes)
            }
            if starts(with: "/>") {
                position += 2
                sawRoot = true
                pending.append(.end(name: name))
                return .start(name: name, attributes: attributes)
            }
            let attribute = readName()
            skipSpace()
            guard !attribute.isEmpty, position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw error("a malformed attribute in <\(name)>")
            }
            position += 1
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
                throw error("attribute \(attribute) of <\(name)> has no quoted value")
            }
            let quote = bytes[position]
            position += 1
            let start = position
            while position < bytes.count, bytes[position] != quote { position += 1 }
            guard position < bytes.count else { throw error("the document ends inside <\(name)>") }
            attributes[attribute] = try Self.decodingReferences(bytes[start..<position], line: line)
            position += 1
        }
    }

    private mutating func readEnd() throws(XMLError) -> XMLEvent {
        position += 2
        let name = readName()
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else { throw error("a malformed end tag </\(name)") }
        position += 1
        guard let expected = open.last else { throw error("</\(name)> closes nothing") }
        guard expected == name else { throw error("</\(name)> where </\(expected)> was expected") }
        open.removeLast()
        return .end(name: name)
    }

    private mutating func readText() throws(XMLError) -> String {
        let start = position
        let startLine = line
        while position < bytes.count, bytes[position] != UInt8(ascii: "<") {
            if bytes[position] == UInt8(ascii: "\n") { line += 1 }
            position += 1
        }
        return try Self.decodingReferences(bytes[start..<position], line: startLine)
    }

    private mutating func readName() -> String {
        let start = position
        while position < bytes.count, !Self.endsName(bytes[position]) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
            || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "=")
    }

    private mutating func skipSpace() {
        while position < bytes.count {
            let byte = bytes[position]
            guard byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D else { return }
            if byte == 0x0A { line += 1 }
            position += 1
        }
    }

    private func starts(with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return prefix.withUTF8Buffer { prefix in bytes[position..<(position + count)].elementsEqual(prefix) }
    }

    private mutating func skip(past end: StaticString, what: String) throws(XMLError) {
        let startLine = line
        while position < bytes.count {
            if starts(with: end) {
                position += end.utf8CodeUnitCount
                return
            }
            if bytes[position] == UInt8(ascii: "\n") { line += 1 }
            position += 1
        }
        throw XMLError(line: startLine, message: "an unterminated \(what)")
    }

    /// `<!DOCTYPE …>`, with an internal subset in brackets.
    private mutating func skipDeclaration() throws(XMLError) {
        let startLine = line
        var depth = 0
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "\n") { line += 1 }
            if byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: "]") { depth -= 1 }
            if byte == UInt8(ascii: ">"), depth <= 0 { return }
        }
        throw XMLError(line: startLine, message: "an unterminated declaration")
    }

    private func error(_ message: String) -> XMLError {
        XMLError(line: line, message: message)
    }

    /// `raw` with `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#N;` and `&#xN;` decoded; an
    /// HTML entity a feed should not use (`&nbsp;`) is kept as written.
    static func decodingReferences<Bytes: Collection<UInt8>>(_ raw: Bytes, line: Int) throws(XMLError) -> String
    where Bytes.Index == Int, Bytes.SubSequence: Collection<UInt8> {
        guard raw.contains(UInt8(ascii: "&")) else { return String(decoding: raw, as: UTF8.self) }
        var text = ""
        var index = raw.startIndex
        while index < raw.endIndex {
            guard raw[index] == UInt8(ascii: "&") else {
                let next = raw[index...].firstIndex(of: UInt8(ascii: "&")) ?? raw.endIndex
                text += String(decoding: raw[index..<next], as: UTF8.self)
                index = next
                continue
            }
            guard let semicolon = raw[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                throw XMLError(line: line, message: "\"&\" that starts no reference (write &amp;)")
            }
            let name = String(decoding: raw[(index + 1)..<semicolon], as: UTF8.self)
            switch name {
            case "amp": text += "&"
            case "lt": text += "<"
            case "gt": text += ">"
            case "quot": text += "\""
            case "apos": text += "'"
            default:
                if name.hasPrefix("#"), let value = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16) : UInt32(name.dropFirst()),
                    let scalar = Unicode.Scalar(value)
                {
                    text.unicodeScalars.append(scalar)
                } else {
                    text += "&\(name);"
                }
            }
            index = semicolon + 1
        }
        return text
    }
}
