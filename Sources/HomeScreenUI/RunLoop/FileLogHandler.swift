import Foundation
import Logging
import Synchronization
import WidgetEngine

/// A swift-log handler appending lines to a file (never to the terminal while curses runs).
public struct FileLogHandler: LogHandler {
    private final class Sink: Sendable {
        let handle: Mutex<FileHandle?>
        init(url: URL) {
            // The log quotes widget state (titles, errors): owner only, like the state beside it.
            try? PrivateFolder.make(url.deletingLastPathComponent())
            if !FileManager.default.fileExists(atPath: url.path) {
                _ = FileManager.default.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600])
            }
            _ = chmod(url.path, 0o600)
            let handle = try? FileHandle(forWritingTo: url)
            _ = try? handle?.seekToEnd()
            self.handle = Mutex(handle)
        }
        func write(_ line: String) {
            handle.withLock { try? $0?.write(contentsOf: Data(line.utf8)) }
        }
    }

    private let sink: Sink
    private let label: String
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]

    /// A handler writing to `url` at `level` and above.
    public static func factory(url: URL, level: Logger.Level) -> @Sendable (String) -> any LogHandler {
        let sink = Sink(url: url)
        return { label in FileLogHandler(sink: sink, label: label, logLevel: level) }
    }

    private init(sink: Sink, label: String, logLevel: Logger.Level) {
        self.sink = sink
        self.label = label
        self.logLevel = logLevel
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        let stamp = Date().formatted(.iso8601)
        sink.write("\(stamp) \(event.level) \(label): \(event.message)\n")
    }
}
