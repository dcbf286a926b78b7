import Foundation
import Logging

/// The engine's files under the state folder: one JSON file per instance
/// (`instances/<id>.json`: last good timeline, ledger, relevance) and the donations.
///
/// Writes are atomic (a temporary file renamed over the old one). A file that is corrupt,
/// truncated or of an unknown format is renamed aside (`<name>.corrupt-<time>`) with a log
/// line, never deleted and never a crash.
public struct EngineStore: Sendable {
    /// The folder (`$XDG_STATE_HOME/homescreen`).
    public let folder: URL
    private let logger = Logger(label: "homescreen.store")

    public init(folder: URL) {
        self.folder = folder
    }

    private var instancesFolder: URL { folder.appendingPathComponent("instances") }

    private func file(for id: WidgetInstanceID) -> URL {
        // Instance ids are generated (UUIDs) but may come from a hand-edited layout: keep the
        // file name safe.
        let safe = id.rawValue.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }
        return instancesFolder.appendingPathComponent(String(safe) + ".json")
    }

    /// Writes what the engine holds for `ids`; removed instances' files are deleted.
    public func save(_ ids: Set<WidgetInstanceID>, from engine: TimelineEngine) throws {
        try write(Self.caches(of: ids, in: engine))
    }

    /// What to write for `ids`: each instance's cache, nil for an instance that is gone. Cheap
    /// (values are copied, nothing is encoded), so the caller can take it on the main actor
    /// and ``write(_:)`` it elsewhere.
    public static func caches(of ids: Set<WidgetInstanceID>, in engine: TimelineEngine) -> [(id: WidgetInstanceID, cache: CachedInstance?)] {
        ids.sorted().map { id in (id, engine.states[id].map(CachedInstance.init(state:))) }
    }

    /// Writes each cache atomically; deletes the file of each nil.
    public func write(_ caches: [(id: WidgetInstanceID, cache: CachedInstance?)]) throws {
        try FileManager.default.createDirectory(at: instancesFolder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        let writer = CachedInstanceWriter(encoder: encoder)
        for (id, cache) in caches {
            guard let cache else {
                try? FileManager.default.removeItem(at: file(for: id))
                continue
            }
            try AtomicFile.write(try writer.data(for: cache), to: file(for: id))
        }
    }

    /// What was kept for `id`, or nil (nothing kept, or a bad file set aside).
    public func load(_ id: WidgetInstanceID) -> CachedInstance? {
        read(id).flatMap { decode($0, for: id) }
    }

    /// The bytes kept for `id`, undecoded (nil: nothing kept).
    public func read(_ id: WidgetInstanceID) -> Data? {
        FileManager.default.contents(atPath: file(for: id).path)
    }

    /// Decodes what ``read(_:)`` gave for `id`; a file that does not decode, or is of another
    /// format, is set aside and gives nil.
    public func decode(_ data: Data, for id: WidgetInstanceID) -> CachedInstance? {
        let url = file(for: id)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        do {
            let cached = try decoder.decode(CachedInstance.self, from: data)
            guard cached.format == CachedInstance.currentFormat else {
                setAside(url, because: "format \(cached.format) is not \(CachedInstance.currentFormat)")
                return nil
            }
            return cached
        } catch {
            setAside(url, because: "it cannot be read (\(error))")
            return nil
        }
    }

    private var donationsFile: URL { folder.appendingPathComponent("donations.json") }

    /// Writes the donations atomically.
    public func saveDonations(_ donations: DonationStore) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        try AtomicFile.write(try encoder.encode(donations), to: donationsFile)
    }

    /// The donations kept, or an empty store (a bad file is set aside).
    public func loadDonations() -> DonationStore {
        guard let data = FileManager.default.contents(atPath: donationsFile.path) else { return DonationStore() }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        do {
            return try decoder.decode(DonationStore.self, from: data)
        } catch {
            setAside(donationsFile, because: "it cannot be read (\(error))")
            return DonationStore()
        }
    }

    /// Renames a bad file out of the way, keeping it for inspection.
    func setAside(_ url: URL, because reason: String) {
        let stamp = Int(Date().timeIntervalSince1970)
        let aside = url.deletingPathExtension().appendingPathExtension("corrupt-\(stamp).json")
        do {
            try FileManager.default.moveItem(at: url, to: aside)
            logger.error("set aside \(url.path) as \(aside.lastPathComponent): \(reason)")
        } catch {
            logger.error("cannot set aside \(url.path) (\(reason)): \(error)")
        }
    }
}

/// Atomic file writes: a temporary file in the same folder, then a rename.
public enum AtomicFile {
    public static func write(_ data: Data, to url: URL) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        try data.write(to: temporary)
        if rename(temporary.path, url.path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path, "errno": code])
        }
    }
}
