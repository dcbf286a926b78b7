import Archive
import WidgetUI

/// A line an extension writes on its own, not as an answer: content for one of its instances
/// (a timeline, one entry) or a request to reload it, at any time while it runs.
///
/// ```json
/// {"version": 1, "push": {"kind": "entry", "instance": "cpu-1", "entry": {"date": 1795456800, "view": {...}}}}
/// {"version": 1, "push": {"kind": "reload", "instance": "cpu-1"}}
/// ```
public struct ExtensionPush: Equatable, Sendable, Archivable {
    public var version: Int
    public var push: WidgetPush

    public init(_ push: WidgetPush) {
        version = ExtensionProtocol.version
        self.push = push
    }

    public static var blank: ExtensionPush { ExtensionPush(.blank) }

    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("version", &version)
        try coder.field("push", &push)
    }

    /// The push as one line of JSON (no newline).
    public func line() throws(ArchiveError) -> String {
        try ArchiveJSON.json(of: self).text()
    }

    /// Reads a line that holds a push (``isPush(_:)``); a line of another version is refused.
    public init(line: String) throws(ExtensionProtocolError) {
        self = try ExtensionProtocol.decode(Self.self, line: line)
    }

    /// True when `line` is a push rather than an answer: it names `"push"` before any
    /// `"result"` (a cheap look, made before the line is parsed).
    public static func isPush(_ line: String) -> Bool {
        guard let push = line.range(of: "\"push\"") else { return false }
        guard let result = line.range(of: "\"result\"") else { return true }
        return push.lowerBound < result.lowerBound
    }
}

extension WidgetPush: Archivable {
    public static var blank: WidgetPush { WidgetPush(instance: WidgetInstanceID(rawValue: ""), content: .reload) }

    private static let cases = ArchiveCases<WidgetPush>(["timeline", "entry", "reload"])

    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        var timeline = ArchivedTimeline.blank
        var entry = ArchivedEntry.blank
        var id = instance.rawValue
        let tag: Int
        switch content {
        case let .timeline(value): (tag, timeline) = (0, value)
        case let .entry(value): (tag, entry) = (1, value)
        case .reload: tag = 2
        }
        let read = try coder.variant(tag, of: Self.cases)
        try coder.field("instance", &id)
        instance = WidgetInstanceID(rawValue: id)
        switch read {
        case 0:
            try coder.field("timeline", &timeline)
            content = .timeline(timeline)
        case 1:
            try coder.field("entry", &entry)
            content = .entry(entry)
        default:
            content = .reload
        }
    }
}
