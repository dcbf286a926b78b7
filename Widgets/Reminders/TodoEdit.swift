import Foundation

/// Checks an item off (or back on) in the text of a todo.txt file, only when its line still
/// reads as it did when the widget showed it: an edit made in the meantime (the line changed,
/// lines were added above it, the file shrank) is a conflict, and nothing is written.
enum TodoEdit {
    /// Why a check-off was refused.
    struct Conflict: Error, LocalizedError, Equatable {
        let file: String
        let line: Int
        /// What the line reads now; nil when the file has no such line any more.
        let now: String?

        var errorDescription: String? {
            let what = now.map { "line \(line) now reads “\($0)”" } ?? "it has no line \(line) any more"
            return "\(file) changed since it was shown (\(what)); nothing was written"
        }
    }

    /// `text` with line `line` (1-based) marked done on `day` (`x 2026-11-21 …`, its priority
    /// kept as a `pri:A` tag, as todo.txt suggests) or, when `done` is false, open again;
    /// `expected` is the line as it was shown (trimmed).
    static func marking(
        _ text: String, line: Int, expected: String, done: Bool, day: String, file: String
    ) throws(Conflict) -> String {
        // Split on the byte: a Swift string takes "\r\n" as one character, and a file with
        // Windows line ends must keep them.
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        let index = line - 1
        guard lines.indices.contains(index) else { throw Conflict(file: file, line: line, now: nil) }
        let current = lines[index].trimmingCharacters(in: .whitespacesAndNewlines)
        let ending = lines[index].hasSuffix("\r") ? "\r" : ""
        guard current == expected else { throw Conflict(file: file, line: line, now: current) }
        lines[index] = (done ? checked(expected, day: day) : reopened(expected)) + ending
        return lines.joined(separator: "\n")
    }

    /// `x DAY` before the line, its `(A)` priority moved to a `pri:A` tag.
    static func checked(_ line: String, day: String) -> String {
        guard !line.hasPrefix("x ") else { return line }
        if line.count > 4, line.hasPrefix("("), let letter = line.dropFirst().first, letter.isUppercase,
            line.dropFirst(2).hasPrefix(") ")
        {
            return "x \(day) \(line.dropFirst(4)) pri:\(letter)"
        }
        return "x \(day) \(line)"
    }

    /// The line without its `x` and completion date, its `pri:A` tag back as `(A)`.
    static func reopened(_ line: String) -> String {
        guard line.hasPrefix("x ") else { return line }
        var words = line.dropFirst(2).split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        if let first = words.first, CalendarDay.parse(first) != nil { words.removeFirst() }
        var priority: String?
        words.removeAll { word in
            guard word.hasPrefix("pri:"), word.count == 5, let letter = word.last, letter.isUppercase else { return false }
            priority = String(letter)
            return true
        }
        let rest = words.joined(separator: " ")
        return priority.map { "(\($0)) \(rest)" } ?? rest
    }
}
