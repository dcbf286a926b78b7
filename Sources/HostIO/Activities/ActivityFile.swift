import Foundation
import WidgetEngine

/// `activities.json` changed by a process other than the home screen (`homescreen activity`,
/// a program's ``ActivityControlSink``) when no home screen runs: read, changed and written
/// atomically under a lock (`activities.lock`), so the next home screen shows the change.
public struct ActivityFile: Sendable {
    /// The state folder's store.
    public let store: EngineStore

    /// The file in `store`'s folder.
    public init(store: EngineStore) {
        self.store = store
    }

    /// The file in the state folder (`$XDG_STATE_HOME/homescreen`); nil without one.
    public static func standard() -> ActivityFile? {
        ConfigPaths.stateFolder().map { ActivityFile(store: EngineStore(folder: $0)) }
    }

    /// Changes the book under the lock: read, `change`, write atomically. Answers what happened,
    /// for the user; throws the reason, in words, when the change is refused or cannot be written.
    public func keep(_ change: (inout ActivityBook) throws(ActivityFailure) -> Void) throws(ActivityFailure) -> String {
        do {
            try PrivateFolder.make(store.folder)
        } catch {
            throw ActivityFailure("cannot make \(store.folder.path): \(error)")
        }
        let lockPath = store.folder.appendingPathComponent("activities.lock").path
        let lock = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard lock >= 0 else { throw ActivityFailure("cannot open \(lockPath): \(String(cString: strerror(errno)))") }
        defer { close(lock) }
        flock(lock, LOCK_EX)
        var book = store.loadActivities()
        try change(&book)
        do {
            try store.saveActivities(book)
        } catch {
            throw ActivityFailure("cannot write \(store.activitiesFile.path): \(error)")
        }
        return "kept in \(store.activitiesFile.path) (no home screen is running)"
    }
}
