import Foundation
import WidgetEngine

/// Calendar files parsed at earlier reloads, kept while they do not change: a file whose
/// size, modification time and file number are the same as when it was parsed is not parsed
/// again. A synced folder changes a few files between reloads, so most of a reload's reading
/// is skipped (a folder of 5,000 events costs about half of a reload's time to parse).
///
/// Shared by every calendar widget in the process; safe to use from any thread.
final class CalendarFileCache: @unchecked Sendable {
    static let shared = CalendarFileCache()
    /// Files kept at most; past it the cache starts over.
    static let capacity = 4_096

    private struct Stamp: Hashable {
        var size: Int
        var modified: Date
        var fileNumber: Int
    }

    private let lock = NSLock()
    private var documents: [String: (stamp: Stamp, document: ICalendarDocument)] = [:]
    /// How many files were parsed (for tests).
    private(set) var parses = 0

    /// The document of the file at `path`, reported under `name`: kept from before, or read
    /// and parsed now. A file that cannot be read (``UserFile``: not a regular file, larger
    /// than a calendar may be, a loop of links) is an error naming what is wrong.
    func document(at path: String, name: String) throws(FileError) -> ICalendarDocument {
        let key = "\(name)\u{0}\(path)"
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let stamp = attributes.flatMap { attributes -> Stamp? in
            guard let size = (attributes[.size] as? NSNumber)?.intValue, let modified = attributes[.modificationDate] as? Date else {
                return nil
            }
            return Stamp(size: size, modified: modified, fileNumber: (attributes[.systemFileNumber] as? NSNumber)?.intValue ?? 0)
        }
        if let stamp, let kept = lock.withLock({ documents[key] }), kept.stamp == stamp { return kept.document }
        let data = try UserFile.read(path: path, limit: .calendar)
        let document = ICalendarParser(file: name).parse(Array(data))
        lock.withLock {
            parses += 1
            guard let stamp else { return }
            if documents.count >= Self.capacity { documents.removeAll() }
            documents[key] = (stamp, document)
        }
        return document
    }
}
