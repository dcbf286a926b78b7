import Foundation
import Logging

/// A log handler for tests that keeps every message with its level.
struct RecordingLogHandler: LogHandler {
    /// The messages logged through every handler sharing it.
    final class Store: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [(level: Logger.Level, message: String)] = []

        var messages: [String] { lock.withLock { entries.map(\.message) } }
        var levels: [Logger.Level] { lock.withLock { entries.map(\.level) } }

        func append(_ level: Logger.Level, _ message: String) {
            lock.withLock { entries.append((level, message)) }
        }
    }

    let store: Store
    var logLevel: Logger.Level = .trace
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        store.append(event.level, event.message.description)
    }

    /// A logger writing into a new store, and the store.
    static func logger() -> (Logger, Store) {
        let store = Store()
        return (Logger(label: "test.apps") { _ in RecordingLogHandler(store: store) }, store)
    }
}
