import Archive
import Foundation
import WidgetEngine

/// An extension's answer to `describe`, kept in its folder (`description.json`) with what it
/// was asked of, so a start that finds the program unchanged uses it without running the
/// program. The file is the archive's JSON form: `{"version": 3, "description": {...}}`, the
/// widgets as the protocol's `widgets` answer holds them.
public struct StoredDescription: Equatable, Sendable, Archivable {
    /// The file's name in the extension's folder.
    public static let fileName = "description.json"

    /// The program and its arguments that were described.
    public var commandLine: [String]
    /// The program's size when it was described.
    public var size: Int
    /// Its modification time, in nanoseconds since 1970.
    public var modified: Int
    /// The widgets it described, placeholders included.
    public var widgets: [ExtensionWidget]
    /// The controls it offers (iOS 18), as it described them.
    public var controls: [ExtensionControl] = []
    /// The live activities it declares, as it described them.
    public var activities: [ExtensionActivity] = []

    /// The description `widgets` of the program run as `commandLine`, which had `stamp`.
    public init(
        commandLine: [String], stamp: ExecutableStamp, widgets: [ExtensionWidget], controls: [ExtensionControl] = [],
        activities: [ExtensionActivity] = []
    ) {
        self.controls = controls
        self.activities = activities
        self.commandLine = commandLine
        size = stamp.size
        modified = stamp.modified
        self.widgets = widgets
    }

    /// An empty description (where decoding starts).
    public static var blank: StoredDescription {
        StoredDescription(commandLine: [], stamp: ExecutableStamp(size: 0, modified: 0), widgets: [])
    }

    /// Its fields, for the archive's coders.
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("commandLine", &commandLine)
        try coder.field("size", &size)
        try coder.field("modified", &modified)
        try coder.field("widgets", &widgets)
        try coder.field("controls", &controls, default: [])
        try coder.field("activities", &activities, default: [])
    }

    /// The stamp the program had.
    public var stamp: ExecutableStamp { ExecutableStamp(size: size, modified: modified) }

    /// True when it describes `manifest`'s program as it is now.
    public func isCurrent(for manifest: ExtensionManifest) -> Bool {
        commandLine == manifest.commandLine && ExecutableStamp(path: manifest.executable) == stamp
    }

    /// Reads the description stored in `folder`; nil when there is none or it cannot be read
    /// (it is then described again).
    public static func load(from folder: URL) -> StoredDescription? {
        guard let data = try? UserFile.read(folder.appendingPathComponent(fileName), limit: .state),
            let text = String(data: data, encoding: .utf8)
        else { return nil }
        return try? ArchiveJSON.decodeDocument(StoredDescription.self, named: "description", from: text)
    }

    /// Writes it to `folder` atomically.
    public func save(in folder: URL) throws {
        let text = try ArchiveJSON.document(self, named: "description")
        try AtomicFile.write(Data(text.utf8), to: folder.appendingPathComponent(Self.fileName), durable: false)
    }
}
