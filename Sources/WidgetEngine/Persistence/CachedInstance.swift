import Foundation

/// What the store keeps of an instance between runs: its last good timeline, when it arrived,
/// its budget ledger and its relevance.
///
/// Files are in the binary form of `CachedInstance+BinaryArchive.swift`. `Codable` reads the
/// JSON files of format 1, which earlier versions wrote.
public struct CachedInstance: Codable, Equatable, Sendable {
    /// The file format (2: binary); a file of another version is set aside, not read.
    public static let currentFormat = 2
    /// The format of the JSON files earlier versions wrote, still read once after an upgrade.
    public static let jsonFormat = 1

    public var format: Int
    public var instance: WidgetInstance
    public var timeline: ArchivedTimeline?
    public var receivedAt: Date?
    public var ledger: ReloadLedger
    public var relevance: RelevanceTracker

    public init(state: InstanceState) {
        self.init(format: Self.currentFormat, instance: state.instance, timeline: state.timeline, receivedAt: state.receivedAt,
                  ledger: state.ledger, relevance: state.relevance)
    }

    init(format: Int, instance: WidgetInstance, timeline: ArchivedTimeline?, receivedAt: Date?, ledger: ReloadLedger,
         relevance: RelevanceTracker) {
        self.format = format
        self.instance = instance
        self.timeline = timeline
        self.receivedAt = receivedAt
        self.ledger = ledger
        self.relevance = relevance
    }
}
