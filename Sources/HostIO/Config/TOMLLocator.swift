import Foundation

/// The lines of a TOML file's tables and keys by field path (`page[1].widget[0].family`),
/// so problems found after TOMLKit has parsed the text can name their line (TOMLKit reports
/// positions for syntax errors only).
///
/// A small line scanner, not a TOML parser: it follows `[table]` and `[[array]]` headers
/// (counting array elements per parent element, as TOML does) and `key = value` lines,
/// including dotted keys, and skips comments and multi-line strings. Keys inside inline tables
/// are not seen; their problems are reported at the inline table's line.
///
/// The text is scanned on the first question, not when the file is read: a file with no
/// problem never pays for it (a layout of 10,000 widgets spent a third of its start here).
final class TOMLLocator {
    private let text: String
    /// The 1-based line of each header and key seen, by field path (first occurrence).
    private lazy var lines: [String: Int] = Self.index(text)

    init(text: String) {
        self.text = text
    }

    /// Every header and key of `text` by field path.
    private static func index(_ text: String) -> [String: Int] {
        var lines: [String: Int] = [:]
        func record(_ path: String, _ line: Int) {
            if lines[path] == nil { lines[path] = line }
        }
        var elementCounts: [String: Int] = [:] // array path ("page[0].widget") -> elements seen
        var table = "" // the field path of the table being filled
        var openString: String? // the delimiter of an open multi-line string
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            if let delimiter = openString {
                if raw.contains(delimiter) { openString = nil }
                continue
            }
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[[") {
                guard let close = line.range(of: "]]") else { continue }
                let segments = Self.segments(line[line.index(line.startIndex, offsetBy: 2)..<close.lowerBound])
                guard let last = segments.last else { continue }
                let array = Self.join(Self.resolve(segments.dropLast(), counts: elementCounts), last)
                let element = elementCounts[array, default: 0]
                elementCounts[array] = element + 1
                table = "\(array)[\(element)]"
                record(table, number)
            } else if line.hasPrefix("[") {
                guard let close = line.firstIndex(of: "]") else { continue }
                table = Self.resolve(Self.segments(line[line.index(after: line.startIndex)..<close]), counts: elementCounts)
                record(table, number)
            } else if let equals = line.firstIndex(of: "=") {
                let key = Self.segments(line[..<equals]).joined(separator: ".")
                guard !key.isEmpty else { continue }
                record(Self.join(table, key), number)
                let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
                for delimiter in ["\"\"\"", "'''"] where value.hasPrefix(delimiter) {
                    if !value.dropFirst(3).contains(delimiter) { openString = delimiter }
                }
            }
        }
        return lines
    }

    /// The line of `field`; for a field that is not in the file (a missing key), the line of
    /// the closest enclosing table or key that is.
    func line(of field: String) -> Int? {
        var path = Substring(field)
        while !path.isEmpty {
            if let line = lines[String(path)] { return line }
            if path.hasSuffix("]"), let open = path.lastIndex(of: "[") {
                path = path[..<open]
            } else if let dot = path.lastIndex(of: ".") {
                path = path[..<dot]
            } else {
                return nil
            }
        }
        return nil
    }

    /// The line of `field` itself, or nil when it is not in the file.
    func exactLine(of field: String) -> Int? {
        lines[field]
    }

    /// The dotted parts of a header or key, without whitespace and quotes; a quoted part that
    /// holds a dot keeps its double quotes (`control."homescreen.timer"`), so the path stays
    /// one part there, as readers name such fields.
    private static func segments(_ text: Substring) -> [String] {
        var parts: [String] = []
        var part = ""
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
                part.append(character)
            } else if character == "\"" || character == "'" {
                quote = character
                part.append(character)
            } else if character == "." {
                parts.append(part)
                part = ""
            } else {
                part.append(character)
            }
        }
        parts.append(part)
        return parts.map { part in
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            if trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'", trimmed.last == first {
                let inner = String(trimmed.dropFirst().dropLast())
                return inner.contains(".") ? "\"\(inner)\"" : inner
            }
            return trimmed
        }
    }

    /// The field path of `segments`, each array among them resolved to its latest element.
    private static func resolve(_ segments: some Sequence<String>, counts: [String: Int]) -> String {
        var path = ""
        for segment in segments {
            path = join(path, segment)
            if let count = counts[path], count > 0 { path += "[\(count - 1)]" }
        }
        return path
    }

    private static func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }
}
