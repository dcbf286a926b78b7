import Foundation
import WidgetEngine

/// Checks a reminder off (or back on) in its todo.txt file: the toggle of each row runs it
/// with the state it is switched to. The file is written atomically, and only when the line
/// still reads as the widget showed it; otherwise the press fails and says what changed.
struct CompleteTodoIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Check off a reminder"
    static let description: IntentDescription? = "Marks an item of a todo.txt file done, or open again."

    /// The file, as the provider expanded it.
    @Parameter(title: "File") var file: String
    /// The item's line (1-based).
    @Parameter(title: "Line") var line: Int
    /// The line as shown, trimmed.
    @Parameter(title: "Text") var text: String
    /// The day the widget showed, the completion date written (`2026-11-21`).
    @Parameter(title: "Day") var day: String
    /// Done (true) or open again (false).
    @Parameter(title: "Done") var value: Bool

    init() {}

    init(file: String, item: TodoItem, day: CalendarDay) {
        self.file = file
        self.line = item.line
        self.text = item.rawLine
        self.day = day.description
        self.value = !item.isDone
    }

    func perform() async throws -> some IntentResult {
        let url = URL(fileURLWithPath: file)
        let name = url.lastPathComponent
        guard let data = FileManager.default.contents(atPath: file), let contents = String(data: data, encoding: .utf8) else {
            throw TodoEdit.Conflict(file: name, line: line, now: nil)
        }
        let changed = try TodoEdit.marking(contents, line: line, expected: text, done: value, day: day, file: name)
        try AtomicFile.write(Data(changed.utf8), to: url)
        return .result()
    }
}
