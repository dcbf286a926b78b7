import Archive
import Foundation
import WidgetUI

/// What the store keeps of an instance between runs: its last good timeline, when it arrived,
/// the build of the widget's code that made it, its budget ledger and its relevance.
///
/// Everything scheduling needs comes first in the file, the timeline's entries last, so a
/// start reads only the head of an instance off screen (``header(archived:)``) and its
/// entries when it comes on screen.
///
/// Files are in the archive's binary form (`CachedInstance+Archive.swift`), headed by the
/// archive's ``ArchiveFormat/version``; a file of another version is set aside, not read.
public struct CachedInstance: Equatable, Sendable {
    /// The instance as it was placed.
    public var instance: WidgetInstance
    /// The build of the widget's code that made the timeline (``WidgetDescriptor/build``).
    public var build: String?
    /// When its timeline arrived.
    public var receivedAt: Date?
    /// Its budget's reloads.
    public var ledger: ReloadLedger
    /// Its relevance over time.
    public var relevance: RelevanceTracker
    /// The timeline's summary (nil: no timeline kept).
    public var summary: TimelineSummary?
    /// The timeline, whole (nil: none kept, or only the head of the file was read).
    public var timeline: ArchivedTimeline? {
        didSet { summary = timeline.flatMap(TimelineSummary.init) }
    }

    /// What `state` holds; its timeline only when it is in memory (see ``EngineStore/write(_:)``
    /// for one that is not).
    public init(state: InstanceState) {
        self.init(
            instance: state.instance, build: state.build, receivedAt: state.receivedAt, ledger: state.ledger,
            relevance: state.relevance, summary: state.summary, timeline: state.timeline)
    }

    /// What to keep for `instance`: a timeline that arrived at `receivedAt`, made by `build`.
    public init(
        instance: WidgetInstance, build: String? = nil, receivedAt: Date?, ledger: ReloadLedger, relevance: RelevanceTracker,
        summary: TimelineSummary? = nil, timeline: ArchivedTimeline?
    ) {
        self.instance = instance
        self.build = build
        self.receivedAt = receivedAt
        self.ledger = ledger
        self.relevance = relevance
        self.summary = summary ?? timeline.flatMap(TimelineSummary.init)
        self.timeline = timeline
    }
}
