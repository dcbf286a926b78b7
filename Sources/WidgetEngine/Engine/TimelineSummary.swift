import Archive
import Foundation
import WidgetUI

/// What scheduling needs of a timeline, kept in memory whether or not its archived entries
/// are: how many entries it has, its first and last dates and its reload policy. An instance
/// off screen keeps only this (its entries stay in its cache file until it comes on screen).
public struct TimelineSummary: Equatable, Sendable {
    /// The number of entries.
    public var entries: Int
    /// The first entry's date.
    public var first: Date
    /// The last entry's date.
    public var last: Date
    /// The reload policy.
    public var policy: TimelineReloadPolicy

    /// The summary of `timeline`; nil for a timeline without entries (nothing to show).
    public init?(_ timeline: ArchivedTimeline) {
        guard let first = timeline.entries.first, let last = timeline.entries.last else { return nil }
        self.init(entries: timeline.entries.count, first: first.date, last: last.date, policy: timeline.policy)
    }

    init(entries: Int, first: Date, last: Date, policy: TimelineReloadPolicy) {
        self.entries = entries
        self.first = first
        self.last = last
        self.policy = policy
    }

    /// When the policy asks for the next timeline, seen from `now`: `.atEnd` at the last
    /// entry's date (`now` when it is past), `.after` at its date, `.never` never (nil).
    public func policyDue(at now: Date) -> Date? {
        if policy.isNever { return nil }
        if let date = policy.afterDate { return date }
        return max(now, last)
    }
}

extension TimelineSummary: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: TimelineSummary { TimelineSummary(entries: 0, first: .blank, last: .blank, policy: .atEnd) }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    @_specialize(where Coder == ArchiveReader)
    @_specialize(where Coder == ArchiveWriter)
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("entries", &entries)
        try coder.field("first", &first)
        try coder.field("last", &last)
        try coder.field("policy", &policy)
    }
}
