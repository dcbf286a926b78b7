import Foundation
import WidgetEngine

/// Reads a todo.txt file into items, or says what is wrong with it.
struct TodoFile {
    /// Why the file could not be read at all.
    enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        case missing(path: String)
        case unreadable(path: String, detail: String)

        var description: String {
            switch self {
            case let .missing(path): return "\(path) does not exist"
            case let .unreadable(path, detail): return "\(path): \(detail)"
            }
        }
    }

    /// The items of a file, and problems with single lines (a due date that is not a date).
    struct Contents: Hashable, Sendable {
        var items: [TodoItem] = []
        var problems: [FileProblem] = []
    }

    /// The path as configured (`~` and `$XDG_…_HOME` allowed).
    var path: String
    /// The folders `~` and the XDG variables name.
    var folders: UserFolders = .process

    /// The items; a problem names the file as a message shows it (``UserFolders/display(_:)``).
    func read() -> Result<Contents, Problem> {
        let expanded = folders.expanding(path)
        let path = folders.abbreviating(expanded)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: expanded, isDirectory: &isFolder), isFolder.boolValue {
            return .failure(.unreadable(path: path, detail: "is a folder, not a file"))
        }
        let data: Data
        do {
            // Never blocking on a named pipe, never reading a device or a file without bound.
            data = try UserFile.read(path: expanded, limit: .text)
        } catch  where error.isMissing {
            return .failure(.missing(path: path))
        } catch {
            return .failure(.unreadable(path: path, detail: error.reason))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(.unreadable(path: path, detail: "is not UTF-8 text"))
        }
        return .success(Self.parse(text, file: URL(fileURLWithPath: expanded).lastPathComponent))
    }

    /// Parses the text of a todo.txt file; blank lines are skipped.
    static func parse(_ text: String, file: String) -> Contents {
        var contents = Contents()
        var number = 0
        text.enumerateLines { line, _ in
            number += 1
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { return }
            var problems: [FileProblem] = []
            contents.items.append(
                item(trimmed, line: number) { field, message in
                    problems.append(FileProblem(file: file, line: number, field: field, message: message))
                })
            contents.problems += problems
        }
        return contents
    }

    /// One item; `problem` hears of tags it cannot read.
    static func item(_ line: String, line number: Int, problem: (String, String) -> Void) -> TodoItem {
        var rest = Substring(line)
        var item = TodoItem(line: number, text: "")
        if rest.hasPrefix("x ") {
            item.isDone = true
            rest = rest.dropFirst(2).drop { $0 == " " }
            if let date = leadingDate(&rest) { item.completionDate = date }
        } else if rest.count >= 4, rest.first == "(", let letter = rest.dropFirst().first, letter.isASCII, letter.isUppercase,
            rest.dropFirst(2).hasPrefix(") ")
        {
            item.priority = letter
            rest = rest.dropFirst(4).drop { $0 == " " }
        }
        // The creation date; on a done item only after a completion date.
        if !item.isDone || item.completionDate != nil, let date = leadingDate(&rest) { item.creationDate = date }
        item.text = String(rest)
        for word in rest.split(separator: " ") {
            if TodoItem.isProject(word) {
                item.projects.append(String(word.dropFirst()))
            } else if TodoItem.isContext(word) {
                item.contexts.append(String(word.dropFirst()))
            } else if let tag = TodoItem.tag(word), tag.key == "due" {
                if let day = CalendarDay.parse(tag.value), tag.value.count == 10 {
                    item.due = day
                } else {
                    problem("due", "\"\(tag.value)\" is not a date like 2026-11-21")
                }
            }
        }
        return item
    }

    /// Takes a "YYYY-MM-DD " from the front of `text`.
    private static func leadingDate(_ text: inout Substring) -> CalendarDay? {
        let candidate = text.prefix(10)
        guard candidate.count == 10, text.dropFirst(10).first.map({ $0 == " " }) ?? true,
            let day = CalendarDay.parse(candidate)
        else { return nil }
        text = text.dropFirst(10).drop { $0 == " " }
        return day
    }
}
