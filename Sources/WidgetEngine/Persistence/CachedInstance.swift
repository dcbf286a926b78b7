import Foundation
import WidgetUI

/// What the store keeps of an instance between runs: its last good timeline, when it arrived,
/// its budget ledger and its relevance.
///
/// Files are in the archive's binary form (`CachedInstance+Archive.swift`), headed by the
/// archive's ``ArchiveFormat/version``; a file of another version is set aside, not read.
public struct CachedInstance: Equatable, Sendable {
    public var instance: WidgetInstance
    public var timeline: ArchivedTimeline?
    public var receivedAt: Date?
    public var ledger: ReloadLedger
    public var relevance: RelevanceTracker

    public init(state: InstanceState) {
        self.init(
            instance: state.instance, timeline: state.timeline, receivedAt: state.receivedAt, ledger: state.ledger,
            relevance: state.relevance)
    }

    init(instance: WidgetInstance, timeline: ArchivedTimeline?, receivedAt: Date?, ledger: ReloadLedger, relevance: RelevanceTracker) {
        self.instance = instance
        self.timeline = timeline
        self.receivedAt = receivedAt
        self.ledger = ledger
        self.relevance = relevance
    }
}
