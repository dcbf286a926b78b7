import Foundation
import WidgetEngine

/// Reads the lines to show from a text file, or from every visible file of a folder (in name
/// order), or says what to fix.
enum NotesSource {
    /// What is wrong with the path, in words that say what to do.
    enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        case missing(path: String)
        case empty(path: String)
        case unreadable(path: String, detail: String)

        /// The headline: "Nothing to show" or "Unreadable notes".
        var title: String {
            switch self {
            case .missing, .empty: return "Nothing to show"
            case .unreadable: return "Unreadable notes"
            }
        }

        /// What to do about it.
        var description: String {
            switch self {
            case let .missing(path): return "Create \(path), one note a line, or set the path parameter."
            case let .empty(path): return "\(path) has no notes: blank lines and # comments are skipped."
            case let .unreadable(path, detail): return "\(path): \(detail)"
            }
        }
    }

    /// The lines read, and the files of a folder that could not be read, with the reason.
    struct Notes: Hashable, Sendable {
        let lines: [NoteLine]
        let skipped: [String]
    }

    /// The notes at `path` (`~` and `$XDG_…_HOME` expanded by `folders`); a problem names the
    /// path with `~` for the home folder.
    static func load(_ path: String, folders: UserFolders) -> Result<Notes, Problem> {
        let expanded = folders.expanding(path)
        let path = folders.abbreviating(expanded)
        guard !UserFile.isMissing(URL(fileURLWithPath: expanded)) else { return .failure(.missing(path: path)) }
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: expanded, isDirectory: &isFolder)
        guard isFolder.boolValue else {
            switch read(expanded) {
            case let .success(text):
                let lines = NoteLine.lines(of: text, file: expanded)
                return lines.isEmpty ? .failure(.empty(path: path)) : .success(Notes(lines: lines, skipped: []))
            case let .failure(failure):
                return .failure(.unreadable(path: path, detail: failure.detail))
            }
        }
        let names: [String]
        do {
            names = try UserFolder.names(in: URL(fileURLWithPath: expanded)) ?? []
        } catch {
            return .failure(.unreadable(path: path, detail: error.reason))
        }
        var lines: [NoteLine] = [], skipped: [String] = []
        for name in names {
            let file = (expanded as NSString).appendingPathComponent(name)
            var isSubfolder: ObjCBool = false
            // A loop of links is read (and named as skipped); a subfolder is not.
            guard !UserFile.isMissing(URL(fileURLWithPath: file)) else { continue }
            if FileManager.default.fileExists(atPath: file, isDirectory: &isSubfolder), isSubfolder.boolValue { continue }
            switch read(file) {
            case let .success(text): lines += NoteLine.lines(of: text, file: file)
            case let .failure(failure): skipped.append("\(name): \(failure.detail)")
            }
        }
        if lines.isEmpty {
            if let first = skipped.first { return .failure(.unreadable(path: path, detail: first)) }
            return .failure(.empty(path: path))
        }
        return .success(Notes(lines: lines, skipped: skipped))
    }

    /// Why one file could not be read.
    private struct ReadFailure: Error {
        let detail: String
    }

    private static func read(_ file: String) -> Result<String, ReadFailure> {
        let data: Data
        do {
            data = try UserFile.read(path: file, limit: .text)
        } catch {
            return .failure(ReadFailure(detail: error.reason))
        }
        guard let text = String(data: data, encoding: .utf8) else { return .failure(ReadFailure(detail: "not UTF-8 text")) }
        return .success(text)
    }
}
