import Foundation
import Logging
import Synchronization

/// A widget's own defaults, what its `@AppStorage` values read and write: one JSON object per
/// widget kind in `$XDG_STATE_HOME/homescreen/defaults/<kind>.json`, as
/// `{"dailyGoal": 20, "units": "metric"}`.
///
/// The file is read the first time a value is asked for and written atomically
/// (``AtomicFile``, mode 0600 in a 0700 folder) on every change. A file that cannot be read or
/// is not a JSON object of booleans, numbers and strings is logged and never overwritten: its
/// values read as their defaults and changes are kept in memory only.
public final class WidgetDefaults: DefaultsStore {
    /// The file.
    public let url: URL
    private let state = Mutex<State>(State())

    private struct State {
        var values: [String: DefaultsValue] = [:]
        var loaded = false
        var unreadable = false
    }

    private static let logger = Logger(label: "homescreen.defaults")
    private static let shared = Mutex<[String: WidgetDefaults]>([:])

    /// The defaults in the file at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// The folder the widgets' defaults files are in: `$XDG_STATE_HOME/homescreen/defaults`.
    public static func folder(in folders: UserFolders) -> URL? {
        folders.folder(.state).map { URL(fileURLWithPath: $0).appendingPathComponent("homescreen/defaults") }
    }

    /// This process's folder, read once: a store is looked up for every entry resolved.
    private static let processFolder = folder(in: .process)

    /// The one store of widget `kind` in `folders` (default: this process's), so that every
    /// view of one kind, and every instance of it, sees the same values; nil without a home
    /// folder. Nothing is read until a value is asked for.
    public static func store(forKind kind: String, in folders: UserFolders? = nil) -> WidgetDefaults? {
        guard !kind.isEmpty, !kind.contains("/"), let folder = folders.map({ folder(in: $0) }) ?? processFolder else { return nil }
        let url = folder.appendingPathComponent(kind + ".json")
        return shared.withLock { stores in
            if let store = stores[url.path] { return store }
            let store = WidgetDefaults(url: url)
            stores[url.path] = store
            return store
        }
    }

    /// The value stored for `key`, if any.
    public func value(forKey key: String) -> DefaultsValue? {
        state.withLock { state in
            load(&state)
            return state.values[key]
        }
    }

    /// Stores `value` for `key` (nil removes it) and writes the file atomically.
    public func setValue(_ value: DefaultsValue?, forKey key: String) {
        state.withLock { state in
            load(&state)
            guard state.values[key] != value else { return }
            state.values[key] = value
            guard !state.unreadable else { return }
            do {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
                let data = try encoder.encode(state.values)
                try PrivateFolder.make(url.deletingLastPathComponent())
                try AtomicFile.write(data, to: url, permissions: .exactly(0o600))
            } catch {
                Self.logger.warning("cannot write widget defaults \(url.path): \(error)")
            }
        }
    }

    private func load(_ state: inout State) {
        guard !state.loaded else { return }
        state.loaded = true
        guard !UserFile.isMissing(url) else { return }
        do {
            state.values = try JSONDecoder().decode([String: DefaultsValue].self, from: UserFile.read(url, limit: .state))
        } catch {
            state.unreadable = true
            Self.logger.warning("widget defaults \(url.path) not read (a JSON object of booleans, numbers and strings expected): \(error)")
        }
    }
}
