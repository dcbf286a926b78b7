import Foundation
import Logging

/// The log handler of an extension program built on this package: one line per record on
/// standard error, `LEVEL LABEL: MESSAGE` with no time stamp (the host stamps it when it reads
/// the line, and logs it at that level, tagged with the extension). Install it first thing in
/// the program's `main.swift`: `LoggingSystem.bootstrap(ExtensionLogHandler.init)`.
public struct ExtensionLogHandler: LogHandler {
    private let label: String
    /// The lowest level passed on.
    public var logLevel: Logger.Level = .info
    /// Metadata added to every record.
    public var metadata: Logger.Metadata = [:]

    /// A handler for `label`.
    public init(label: String) {
        self.label = label
    }

    /// The metadata value of `key`.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Writes the record to standard error as one line (the host keeps the last lines).
    public func log(event: LogEvent) {
        // One line each: a newline inside a message would read as a second record.
        let message = event.message.description.replacingOccurrences(of: "\n", with: " ")
        FileHandle.standardError.write(Data("\(event.level.rawValue) \(label): \(message)\n".utf8))
    }

    /// The level and the rest of `line` when it starts with a level's name and a space (as this
    /// handler writes), else nil: the host then logs the line as it is, at `notice`.
    static func level(of line: String) -> (Logger.Level, String)? {
        guard let space = line.firstIndex(of: " "), let level = Logger.Level(rawValue: String(line[..<space])) else { return nil }
        return (level, String(line[line.index(after: space)...]))
    }
}
