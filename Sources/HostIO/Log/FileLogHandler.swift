import Foundation
import Logging

/// A swift-log handler appending lines to a file (never to the terminal while curses runs),
/// rotated by size: see ``LogRotation``.
public struct FileLogHandler: LogHandler {
    private let file: LogFile
    private let label: String
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]

    /// A handler writing to `url` at `level` and above, starting a new file past
    /// `rotation.maxBytes`. Every handler of this process writing to `url` shares one file
    /// and one lock, whichever factory made it.
    public static func factory(
        url: URL, level: Logger.Level, rotation: LogRotation = .standard
    ) -> @Sendable (String) -> any LogHandler {
        let file = LogFile.shared(at: url, rotation: rotation)
        return { label in FileLogHandler(file: file, label: label, logLevel: level) }
    }

    private init(file: LogFile, label: String, logLevel: Logger.Level) {
        self.file = file
        self.label = label
        self.logLevel = logLevel
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        let stamp = Date().formatted(.iso8601)
        file.append("\(stamp) \(event.level) \(label): \(event.message)\n")
    }
}
