import Foundation

/// One line of a todo.txt file (https://github.com/todotxt/todo.txt):
///
/// ```
/// (A) 2026-11-20 Call the bank +money @phone due:2026-11-23
/// x 2026-11-21 2026-11-19 Water the plants @home
/// ```
/// An `x ` prefix marks it done (then an optional completion date); `(A)` to `(Z)` is its
/// priority; a date is when it was created; `+word` is a project, `@word` a context, and
/// `key:value` a tag, of which homescreen reads `due:YYYY-MM-DD`.
struct TodoItem: Hashable, Sendable, Identifiable {
    /// 1-based line in the file; also the item's identity.
    var line: Int
    var isDone = false
    var completionDate: CalendarDay?
    /// "A" (highest) to "Z".
    var priority: Character?
    var creationDate: CalendarDay?
    /// The description as written, with its projects, contexts and tags.
    var text: String
    var projects: [String] = []
    var contexts: [String] = []
    var due: CalendarDay?
    /// The line as written (trimmed): what checking it off expects to find there.
    var rawLine = ""

    var id: Int { line }

    /// The description without projects, contexts and tags (or the whole of it when nothing
    /// else is left).
    var title: String {
        let words = text.split(separator: " ").filter { !Self.isProject($0) && !Self.isContext($0) && Self.tag($0) == nil }
        return words.isEmpty ? text : words.joined(separator: " ")
    }

    /// How pressing it is on `today`: overdue, due today, or neither.
    enum Urgency: Int, Comparable, Sendable {
        case overdue, dueToday, later

        static func < (lhs: Urgency, rhs: Urgency) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    func urgency(on today: CalendarDay) -> Urgency {
        guard let due else { return .later }
        return due < today ? .overdue : due == today ? .dueToday : .later
    }

    /// The order the widget lists open items in: overdue first, then due today, then by
    /// priority, then by due date (items without one last), then as in the file.
    static func ordered(_ items: [TodoItem], on today: CalendarDay) -> [TodoItem] {
        items.sorted {
            let left = ($0.urgency(on: today).rawValue, $0.priorityRank, $0.due?.dayNumber ?? .max, $0.line)
            let right = ($1.urgency(on: today).rawValue, $1.priorityRank, $1.due?.dayNumber ?? .max, $1.line)
            return left < right
        }
    }

    /// 0 for A ... 25 for Z, 26 without a priority.
    var priorityRank: Int {
        guard let value = priority?.asciiValue else { return 26 }
        return Int(value) - Int(Character("A").asciiValue ?? 65)
    }

    static func isProject(_ word: Substring) -> Bool { word.count > 1 && word.first == "+" }
    static func isContext(_ word: Substring) -> Bool { word.count > 1 && word.first == "@" }

    /// A `key:value` tag (not a URL such as `https://...`).
    static func tag(_ word: Substring) -> (key: Substring, value: Substring)? {
        guard let colon = word.firstIndex(of: ":"), colon != word.startIndex else { return nil }
        let key = word[..<colon], value = word[word.index(after: colon)...]
        guard !value.isEmpty, !value.hasPrefix("//"), !key.contains(where: { $0 == "+" || $0 == "@" }) else { return nil }
        return (key, value)
    }
}
