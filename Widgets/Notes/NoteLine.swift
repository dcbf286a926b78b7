import Foundation

/// One line of a notes file: the text, an attribution after " — " or " -- ", and where it
/// came from.
struct NoteLine: Hashable, Sendable {
    let text: String
    let attribution: String?
    /// The file it was read from.
    let file: String
    /// Its line number there, from 1.
    let line: Int

    /// A line as written: "Simplicity is prerequisite for reliability. — Edsger W. Dijkstra".
    init(parsing raw: String, file: String, line: Int) {
        self.file = file
        self.line = line
        for separator in [" — ", " -- "] {
            if let range = raw.range(of: separator, options: .backwards) {
                let author = raw[range.upperBound...].trimmingCharacters(in: .whitespaces)
                let body = raw[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
                if !author.isEmpty && !body.isEmpty {
                    text = body
                    attribution = author
                    return
                }
            }
        }
        text = raw.trimmingCharacters(in: .whitespaces)
        attribution = nil
    }

    /// The lines of a text worth showing: blank lines and lines starting with `#` are skipped.
    static func lines(of contents: String, file: String) -> [NoteLine] {
        var lines: [NoteLine] = []
        var number = 0
        contents.enumerateLines { raw, _ in
            number += 1
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty && !trimmed.hasPrefix("#") { lines.append(NoteLine(parsing: trimmed, file: file, line: number)) }
        }
        return lines
    }
}
