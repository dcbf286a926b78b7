import Foundation
import Logging

/// The engine's files under the state folder: one file per instance (`instances/<id>.cache`,
/// in the archive's binary form, `CachedInstance+Archive.swift`: last good timeline, ledger,
/// relevance) and the donations (`donations.json`).
///
/// Writes are atomic (a temporary file renamed over the old one). What is kept here (calendar
/// titles, reminders, notes) is private: files are written 0600 in folders of 0700. A file that is corrupt,
/// truncated or of an unknown format is renamed aside (`<name>.corrupt-<time written>.<extension>`)
/// with a log line, never deleted and never a crash. An instance's `<id>.json`, the JSON cache
/// of format 1 that versions before the binary form wrote, is no longer read: it is set aside
/// the same way (the instance reloads, as after any lost cache).
public struct EngineStore: Sendable {
    /// The folder (`$XDG_STATE_HOME/homescreen`).
    public let folder: URL
    private let logger = Logger(label: "homescreen.store")

    /// One instance's file as read, not yet decoded.
    public struct CacheFile: Sendable {
        /// Where it was read from.
        public var url: URL
        /// Its bytes.
        public var data: Data
    }

    /// The instances' folder as a path: reading a start's caches builds one path per instance,
    /// and a plain string costs a fraction of a `URL` (no component parsing).
    private let instancesPath: String

    /// A store in `folder` (made 0700 when first written).
    public init(folder: URL) {
        self.folder = folder
        instancesPath = folder.appendingPathComponent("instances").path
    }

    private var instancesFolder: URL { folder.appendingPathComponent("instances") }

    private func file(for id: WidgetInstanceID, extension pathExtension: String = "cache") -> URL {
        URL(fileURLWithPath: path(for: id, extension: pathExtension))
    }

    private func path(for id: WidgetInstanceID, extension pathExtension: String = "cache") -> String {
        // Instance ids are generated (UUIDs) but may come from a hand-edited layout: keep the
        // file name safe.
        let safe = id.rawValue.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }
        return instancesPath + "/" + String(safe) + "." + pathExtension
    }

    /// Writes what the engine holds for `ids`; removed instances' files are deleted.
    public func save(_ ids: Set<WidgetInstanceID>, from engine: TimelineEngine) throws {
        try write(Self.caches(of: ids, in: engine))
    }

    /// What to write for `ids`: each instance's cache, nil for an instance that is gone. Cheap
    /// (values are copied, nothing is encoded), so the caller can take it on the main actor
    /// and ``write(_:)`` it elsewhere.
    public static func caches(of ids: Set<WidgetInstanceID>, in engine: TimelineEngine) -> [(id: WidgetInstanceID, cache: CachedInstance?)]
    {
        ids.sorted().map { id in (id, engine.states[id].map(CachedInstance.init(state:))) }
    }

    /// Writes each cache atomically and removes the instance's JSON file of an earlier version;
    /// deletes both files of each nil. A cache whose timeline is not in memory (``summary``
    /// without ``timeline``: an instance off screen) keeps the timeline its file holds, when
    /// that is the same one; otherwise it is written without a timeline (the instance then
    /// reloads when it comes on screen, see ``TimelineEngine/resume(_:for:at:)``).
    public func write(_ caches: [(id: WidgetInstanceID, cache: CachedInstance?)]) throws {
        try PrivateFolder.make(folder)
        try PrivateFolder.make(instancesFolder)
        for (id, cache) in caches {
            if var cache {
                if cache.timeline == nil, cache.summary != nil {
                    let kept = load(id)
                    if let kept, kept.summary == cache.summary, kept.receivedAt == cache.receivedAt {
                        cache.timeline = kept.timeline
                    } else {
                        cache.summary = nil
                    }
                }
                // Rebuilt from the providers when lost: not flushed to disk on every write.
                try AtomicFile.write(Data(try cache.archived()), to: file(for: id), permissions: .exactly(0o600), durable: false)
            } else {
                try? FileManager.default.removeItem(at: file(for: id))
            }
            try? FileManager.default.removeItem(at: file(for: id, extension: "json"))
        }
    }

    /// Removes the temporary files of writes that a kill interrupted (instance caches and the
    /// donations); nothing else. Returns the paths removed.
    @discardableResult
    public func removeStaleTemporaries() -> [String] {
        AtomicFile.removeStaleTemporaries(in: folder) { $0 == donationsFile.lastPathComponent }
            + AtomicFile.removeStaleTemporaries(in: instancesFolder) { $0.hasSuffix(".cache") || $0.hasSuffix(".json") }
    }

    /// What was kept for `id`, or nil (nothing kept, or a bad file set aside).
    public func load(_ id: WidgetInstanceID) -> CachedInstance? {
        read(id).flatMap { decode($0) }
    }

    /// The head of what was kept for `id` (everything but the timeline's entries; see
    /// ``CachedInstance/header(archived:)``), or nil as ``load(_:)``.
    public func loadHeader(_ id: WidgetInstanceID) -> CachedInstance? {
        read(id).flatMap { decode($0, headerOnly: true) }
    }

    /// The file kept for `id`, undecoded: its `.cache` file, else the JSON file of an earlier
    /// version (nil: nothing kept).
    public func read(_ id: WidgetInstanceID) -> CacheFile? {
        for pathExtension in ["cache", "json"] {
            let url = URL(fileURLWithPath: path(for: id, extension: pathExtension))
            do {
                return CacheFile(url: url, data: try UserFile.read(url, limit: .state))
            } catch  where error.isMissing {
                continue
            } catch {
                // Not a file this program wrote (a named pipe, a device, a loop of links, a
                // file too large): set aside, and the widget reloads.
                setAside(url, because: "it \(error.reason)")
                return nil
            }
        }
        return nil
    }

    /// Decodes what ``read(_:)`` gave; a file that does not decode, is of another format or is
    /// an old JSON cache is set aside and gives nil.
    public func decode(_ file: CacheFile, headerOnly: Bool = false) -> CachedInstance? {
        guard file.url.pathExtension == "json" else {
            do {
                let bytes = [UInt8](file.data)
                return headerOnly ? try CachedInstance.header(archived: bytes) : try CachedInstance(archived: bytes)
            } catch {
                setAside(file.url, because: "it cannot be read (\(error))")
                return nil
            }
        }
        setAside(file.url, because: "it is a JSON cache of format 1, which this version no longer reads; the widget reloads")
        return nil
    }

    private var donationsFile: URL { folder.appendingPathComponent("donations.json") }

    /// Writes the donations atomically.
    public func saveDonations(_ donations: DonationStore) throws {
        try PrivateFolder.make(folder)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        try AtomicFile.write(try encoder.encode(donations), to: donationsFile, permissions: .exactly(0o600))
    }

    /// The donations kept, or an empty store (a bad file is set aside).
    public func loadDonations() -> DonationStore {
        guard let data = try? UserFile.read(donationsFile, limit: .state) else { return DonationStore() }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        do {
            return try decoder.decode(DonationStore.self, from: data)
        } catch {
            setAside(donationsFile, because: "it cannot be read (\(error))")
            return DonationStore()
        }
    }

    /// Renames a bad file out of the way, keeping it for inspection; its new name carries the
    /// time the bad file was last written (the store reads no clock).
    func setAside(_ url: URL, because reason: String) {
        let written = (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate]) as? Date
        let stamp = Int(written?.timeIntervalSince1970 ?? 0)
        let aside = url.deletingPathExtension().appendingPathExtension("corrupt-\(stamp).\(url.pathExtension)")
        do {
            try FileManager.default.moveItem(at: url, to: aside)
            logger.error("set aside \(url.path) as \(aside.lastPathComponent): \(reason)")
        } catch {
            logger.error("cannot set aside \(url.path) (\(reason)): \(error)")
        }
    }
}
