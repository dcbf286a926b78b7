import Foundation

/// What the store keeps of an instance between runs: its last good timeline, when it arrived,
/// its budget ledger and its relevance.
public struct CachedInstance: Codable, Sendable {
    /// The file format; a file of another version is set aside, not read.
    public static let currentFormat = 1

    public var format: Int
    public var instance: WidgetInstance
    public var timeline: ArchivedTimeline?
    public var receivedAt: Date?
    public var ledger: ReloadLedger
    public var relevance: RelevanceTracker

    /// The file's keys (``CachedInstanceWriter`` writes the same).
    enum CodingKeys: String, CodingKey {
        case format, instance, timeline, receivedAt, ledger, relevance
    }

    public init(state: InstanceState) {
        format = Self.currentFormat
        instance = state.instance
        timeline = state.timeline
        receivedAt = state.receivedAt
        ledger = state.ledger
        relevance = state.relevance
    }
}
