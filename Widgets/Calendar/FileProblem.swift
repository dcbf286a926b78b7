/// Something wrong in a file a widget reads (a calendar file, a todo.txt), said so the user
/// can fix it: the file (relative to the folder the widget reads), the line, the field and
/// what is wrong.
struct FileProblem: Error, Hashable, Sendable, CustomStringConvertible {
    var file: String
    /// 1-based; 0 when the problem is not on one line.
    var line: Int
    var field: String
    var message: String

    /// "work/team.ics:12: DTSTART: \"2026-13-01\" is not a date".
    var description: String {
        let place = line > 0 ? "\(file):\(line)" : file
        if place.isEmpty { return message }
        return field.isEmpty ? "\(place): \(message)" : "\(place): \(field): \(message)"
    }
}
