import Dispatch
import Foundation
import Logging
import WidgetEngine
#if canImport(Glibc)
    import Glibc
#endif

/// Tells the home screen when files or folders it cares about may have changed, without
/// polling: inotify on their folders (editors replace files by renaming, so watching a file
/// itself would lose it), read through the process's one ``InotifyChannel`` on the main queue. Nothing wakes
/// while the folders are quiet. It watches the layout file and every widget's source files.
///
/// For each path it watches:
/// - a file: its folder, for events under its name (and its target's folder when it is a
///   symbolic link, as a dotfile manager's, whose target is what an editor changes);
/// - a folder: the folder itself and its subfolders, as a calendar's folder of calendars (any
///   file in them changing; hidden ones and those past ``subfolderLimit`` are not), and its
///   parent (it going or coming);
/// - a path that does not exist: its nearest folder that does, for the missing part to appear.
///   When it appears the watches move down, so `mkdir -p ~/a/b` then creating `~/a/b/f`
///   reports `~/a/b/f` each step.
///
/// The screen compares what it reads with what it last read, so a report is a "may have
/// changed". Call ``stop()`` when done.
@MainActor
public final class PathWatcher {
    /// Which changes count.
    public enum Events: Sendable {
        /// Writes that finished (`IN_CLOSE_WRITE`) and files moved in (`IN_MOVED_TO`, what
        /// atomic saves do): a file going away is not a change (an editor's save in steps
        /// never reads as a missing file).
        case written
        /// Also files and folders created, deleted, moved away and their attributes changed:
        /// what a widget reading the path would see differently.
        case any

        var mask: UInt32 {
            let written = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO)
            switch self {
            case .written: return written
            case .any: return written | UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM) | UInt32(IN_ATTRIB)
            }
        }
    }

    /// One watched spot: `spot` (the path, or its link's target) stands for `path`; `inside`
    /// when `spot` is a folder whose own contents count.
    private struct Spot: Hashable {
        var spot: String
        var path: String
        var inside: Bool
    }

    private let channel: InotifyChannel
    private let events: Events
    private var stopped = false
    /// The paths asked for.
    public private(set) var paths: Set<String> = []
    /// Watch descriptor → folder.
    private var folders: [Int32: String] = [:]
    /// Folder → the spots an event in it may concern.
    private var spots: [String: [Spot]] = [:]
    private let logger: Logger
    /// Names of files whose changes do not count (the program's own files among the watched).
    private let ignores: @Sendable (String) -> Bool

    /// A watcher of nothing yet (see ``watch(_:)``), reporting `events` except those of files
    /// whose names it `ignores`; nil when inotify is not available (the reason is logged).
    /// Every watcher of the process shares one inotify descriptor (``InotifyChannel``).
    public init?(
        events: Events = .any, label: String = "homescreen.watcher", ignores: @escaping @Sendable (String) -> Bool = { _ in false }
    ) {
        guard let channel = InotifyChannel.shared else { return nil }
        self.channel = channel
        logger = Logger(label: label)
        self.ignores = ignores
        self.events = events
    }

    /// Watches `file` for writes (the layout file); nil when it cannot be watched.
    public convenience init?(file: URL) {
        self.init(events: .written, label: "homescreen.layout-watcher")
        guard watch([file.path]) else {
            stop()
            return nil
        }
    }

    /// Watches exactly `paths` (absolute) from now on, instead of those before. Returns false
    /// when a folder could not be watched (the reason is logged; the others are).
    @discardableResult
    public func watch(_ paths: Set<String>) -> Bool {
        self.paths = paths
        return arm().complete
    }

    /// Adds and removes inotify watches so that they match ``paths`` as the file system is now,
    /// and looks again until the folders to watch stay the same: a folder made before its
    /// parent's watch was in place (`mkdir -p` racing this call) sent no event, so only a look
    /// after the watches are added finds it. `complete` is false when a folder could not be
    /// watched; `unseen` holds the paths whose folders moved on those second looks (something
    /// on their way appeared without an event).
    @discardableResult
    private func arm() -> (complete: Bool, unseen: Set<String>) {
        guard !stopped else { return (false, []) }
        var wanted = wantedSpots()
        var unseen = Set<String>()
        beforeWatching?()
        var complete = add(wanted)
        for _ in 1..<Self.lookLimit {
            let now = wantedSpots()
            guard now != wanted else { break }
            for (folder, spots) in now where wanted[folder] != spots { unseen.formUnion(spots.map(\.path)) }
            for (folder, spots) in wanted where now[folder] != spots { unseen.formUnion(spots.map(\.path)) }
            wanted = now
            beforeWatching?()
            complete = add(wanted)
        }
        return (complete, unseen)
    }

    /// The most looks ``arm()`` takes: a path's folders are created at most this many levels
    /// deep while it watches (each look follows every level made so far).
    private static let lookLimit = 8

    /// Folder → the spots to watch in it, as the file system is now.
    private func wantedSpots() -> [String: [Spot]] {
        var wanted: [String: [Spot]] = [:]
        for path in paths {
            var seen = Set<String>()
            for spot in [path] + (Self.linkTarget(path).map { [$0] } ?? []) where seen.insert(spot).inserted {
                if Self.isFolder(spot) {
                    for folder in [spot] + Self.subfolders(of: spot) {
                        wanted[folder, default: []].append(Spot(spot: folder, path: path, inside: true))
                    }
                }
                wanted[Self.nearestFolder(above: spot), default: []].append(Spot(spot: spot, path: path, inside: false))
            }
        }
        return wanted.mapValues { $0.sorted { ($0.path, $0.spot) < ($1.path, $1.spot) } }
    }

    /// Watches exactly the folders of `wanted`; false when one could not be watched.
    private func add(_ wanted: [String: [Spot]]) -> Bool {
        var complete = true
        var kept: [Int32: String] = [:]
        for folder in wanted.keys {
            if let watch = channel.addWatch(folder, mask: events.mask, for: ObjectIdentifier(self)) {
                kept[watch] = folder
            } else {
                logger.error("cannot watch \(folder): inotify_add_watch failed (errno \(errno))")
                complete = false
            }
        }
        for (watch, folder) in folders where kept[watch] != folder { channel.removeWatch(watch, for: ObjectIdentifier(self)) }
        folders = kept
        spots = wanted
        return complete
    }

    /// Called by ``arm()`` between looking at the file system and adding its watches (tests
    /// make a folder there, as a racing `mkdir -p` would).
    var beforeWatching: (() -> Void)?

    /// Calls `changed` on the main queue with the paths that may have changed, whenever some may have.
    public func start(_ changed: @escaping @MainActor (Set<String>) -> Void) {
        channel.start(ObjectIdentifier(self)) { [weak self] in
            guard let self else { return }
            let paths = self.readChanges()
            if !paths.isEmpty { changed(paths) }
        }
    }

    /// Reads the events queued so far: the watched paths they may have changed. The watches
    /// then follow what appeared or went (a folder created on the way to a missing file).
    public func readChanges() -> Set<String> {
        guard !stopped else { return [] }
        var changed = Set<String>()
        for event in channel.take(for: ObjectIdentifier(self)) {
            if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                // Events were lost: any path may have changed.
                changed.formUnion(paths)
                continue
            }
            guard let folder = folders[event.watch] else { continue }
            if event.mask & UInt32(IN_IGNORED) != 0 {
                // The folder itself went: all it stood for may have changed.
                changed.formUnion((spots[folder] ?? []).map(\.path))
                folders[event.watch] = nil
                continue
            }
            // The kernel's watch may count more kinds for another watcher of the folder.
            guard event.mask & events.mask != 0 else { continue }
            let name = event.name
            if !name.isEmpty, ignores(name) { continue }
            let full = name.isEmpty ? folder : folder == "/" ? "/" + name : folder + "/" + name
            for spot in spots[folder] ?? [] where spot.inside || spot.spot == full || spot.spot.hasPrefix(full + "/") {
                changed.insert(spot.path)
            }
        }
        // Only the layout's watcher (`written`) never needs to follow: its folder stays.
        if !changed.isEmpty, events == .any { changed.formUnion(arm().unseen) }
        return changed
    }

    isolated deinit { stop() }

    /// Stops watching (its watches, and its events not yet read); the owner calls it when done.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        channel.leave(ObjectIdentifier(self))
        folders = [:]
        spots = [:]
    }

    /// The most subfolders watched below one folder, and how deep.
    public static let subfolderLimit = (count: 256, depth: 3)

    /// The folders below `folder`, not hidden, up to ``subfolderLimit``.
    private static func subfolders(of folder: String) -> [String] {
        var found: [String] = []
        var level = [folder]
        for _ in 0..<subfolderLimit.depth where !level.isEmpty && found.count < subfolderLimit.count {
            var next: [String] = []
            for parent in level {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
                for name in names.sorted() where !name.hasPrefix(".") && found.count < subfolderLimit.count {
                    let child = parent == "/" ? "/" + name : parent + "/" + name
                    if isFolder(child) {
                        found.append(child)
                        next.append(child)
                    }
                }
            }
            level = next
        }
        return found
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The folder above `path` that exists: its parent, or further up when that is missing.
    private static func nearestFolder(above path: String) -> String {
        var folder = (path as NSString).deletingLastPathComponent
        while folder.count > 1, !isFolder(folder) { folder = (folder as NSString).deletingLastPathComponent }
        return folder.isEmpty ? "/" : folder
    }

    /// The file a symbolic link at `path` leads to, when it is one leading elsewhere.
    private static func linkTarget(_ path: String) -> String? {
        guard let target = try? AtomicFile.resolvedTarget(of: URL(fileURLWithPath: path)), target.path != path else { return nil }
        return target.path
    }
}
