import Foundation
import WidgetEngine

/// The folder of `.ics` files the calendar widget reads: every `.ics` file below it, at any
/// depth (vdirsyncer keeps one folder per calendar and one file per event), or a single
/// `.ics` file.
struct CalendarFolder {
    /// Why nothing at all could be read, in words that say what to fix.
    enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        case missing(path: String)
        case noCalendars(path: String)
        case unreadable(path: String, detail: String)

        var description: String {
            switch self {
            case let .missing(path): return "\(path) does not exist"
            case let .noCalendars(path): return "\(path) holds no .ics files"
            case let .unreadable(path, detail): return "\(path): \(detail)"
            }
        }
    }

    /// The path as configured (`~` and `$XDG_…_HOME` allowed).
    var path: String
    /// The folders `~` and the XDG variables name.
    var folders: UserFolders = .process
    /// Where files parsed at earlier reloads are kept.
    var cache = CalendarFileCache.shared

    /// Reads and parses every calendar file; one broken file is reported in the library's
    /// problems and the others are still read.
    func read() -> Result<CalendarLibrary, Problem> {
        let root = URL(fileURLWithPath: folders.expanding(path))
        let path = folders.abbreviating(root.path)
        // A loop of links or a file that cannot be looked at is not missing: reading it says why.
        guard !UserFile.isMissing(root) else { return .failure(.missing(path: path)) }
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder)
        let files: [(url: URL, name: String)]
        if isFolder.boolValue {
            guard
                let enumerator = FileManager.default.enumerator(
                    at: root, includingPropertiesForKeys: [.isRegularFileKey],
                    options: [.skipsHiddenFiles])
            else {
                return .failure(.unreadable(path: path, detail: "the folder cannot be listed"))
            }
            let prefix = root.standardizedFileURL.path.hasSuffix("/") ? root.standardizedFileURL.path : root.standardizedFileURL.path + "/"
            files = enumerator.compactMap { $0 as? URL }
                .filter { $0.pathExtension.lowercased() == "ics" }
                .map { url in
                    let full = url.standardizedFileURL.path
                    return (url, full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : url.lastPathComponent)
                }
                .sorted { $0.name < $1.name }
        } else {
            files = [(root, root.lastPathComponent)]
        }
        guard !files.isEmpty else { return .failure(.noCalendars(path: path)) }
        var library = CalendarLibrary()
        for file in files {
            let document: ICalendarDocument
            do {
                document = try cache.document(at: file.url.path, name: file.name)
            } catch {
                library.problems.append(FileProblem(file: file.name, line: 0, field: "", message: error.reason))
                continue
            }
            library.add(document)
        }
        return .success(library)
    }
}
