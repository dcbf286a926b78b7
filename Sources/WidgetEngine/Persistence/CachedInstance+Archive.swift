import Archive
import Foundation
import WidgetUI

/// A cache file: the magic bytes `HSIC`, the archive's ``ArchiveFormat/version`` as a varint,
/// then the instance, the build that made its timeline, when it arrived, its ledger, its
/// relevance, the timeline's summary, and last the timeline (entries with their archived
/// views), in the binary form of their ``Archivable`` descriptions. The same
/// descriptions give the file's JSON view (``ArchiveJSON``), which tests pin beside the bytes.
/// Each description is specialized for the binary coders, as `ViewNode`'s is: they are reached
/// through generic code from the other module.
extension CachedInstance: Archivable {
    /// The first bytes of a cache file.
    static let magic: [UInt8] = Array("HSIC".utf8)

    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: CachedInstance {
        CachedInstance(
            instance: WidgetInstance(id: WidgetInstanceID(rawValue: ""), kind: "", family: .systemSmall),
            receivedAt: nil, ledger: ReloadLedger(), relevance: RelevanceTracker(), timeline: nil)
    }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    @_specialize(where Coder == ArchiveReader)
    @_specialize(where Coder == ArchiveWriter)
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        var head = Header(self)
        try head.describe(with: &coder)
        var timeline = timeline
        try coder.field("timeline", &timeline, default: nil)
        self = CachedInstance(
            instance: head.instance, build: head.build, receivedAt: head.receivedAt, ledger: head.ledger, relevance: head.relevance,
            summary: head.summary, timeline: timeline)
    }

    /// The fields before the timeline: what scheduling needs.
    private struct Header: Archivable {
        var instance: WidgetInstance
        var build: String?
        var receivedAt: Date?
        var ledger: ReloadLedger
        var relevance: RelevanceTracker
        var summary: TimelineSummary?

        init(_ cache: CachedInstance) {
            (instance, build, receivedAt, ledger, relevance, summary) = (
                cache.instance, cache.build, cache.receivedAt, cache.ledger, cache.relevance, cache.summary
            )
        }

        static var blank: Header { Header(.blank) }

        @_specialize(where Coder == ArchiveReader)
        @_specialize(where Coder == ArchiveWriter)
        mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
            try coder.field("instance", &instance)
            try coder.field("build", &build, default: nil)
            try coder.field("receivedAt", &receivedAt, default: nil)
            try coder.field("ledger", &ledger)
            try coder.field("relevance", &relevance)
            try coder.field("summary", &summary, default: nil)
        }
    }

    /// Reads the head of a cache file: everything but the timeline's entries (``timeline`` is
    /// nil, ``summary`` says what it holds). What a start reads of an instance off screen.
    public static func header(archived bytes: [UInt8]) throws(ArchiveError) -> CachedInstance {
        var archive = try reader(of: bytes)
        let head: Header = try archive.read()
        return CachedInstance(
            instance: head.instance, build: head.build, receivedAt: head.receivedAt, ledger: head.ledger, relevance: head.relevance,
            summary: head.summary, timeline: nil)
    }

    /// A reader past the magic bytes and a version this build reads.
    private static func reader(of bytes: [UInt8]) throws(ArchiveError) -> ArchiveReader {
        try ArchiveHead.reader(of: bytes, magic: Self.magic, type: CachedInstance.self)
    }

    /// The bytes of the cache file.
    public func archived() throws(ArchiveError) -> [UInt8] {
        var archive = ArchiveHead.writer(magic: Self.magic)
        try archive.write(self)
        return archive.bytes
    }

    /// Reads the bytes of a cache file; a file of another version, or one that does not end
    /// where its last field does, is an error.
    public init(archived bytes: [UInt8]) throws(ArchiveError) {
        var archive = try Self.reader(of: bytes)
        self = try archive.read()
        guard archive.isAtEnd else {
            throw ArchiveError(offset: archive.offset, type: CachedInstance.self, problem: "bytes after the last field")
        }
    }
}

extension WidgetInstance: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: WidgetInstance { CachedInstance.blank.instance }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    @_specialize(where Coder == ArchiveReader)
    @_specialize(where Coder == ArchiveWriter)
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("id", &id)
        try coder.field("kind", &kind)
        try coder.field("family", &family)
        try coder.field("configuration", &configuration, default: [:])
    }
}

extension WidgetInstanceID: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: WidgetInstanceID { WidgetInstanceID(rawValue: "") }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    @_specialize(where Coder == ArchiveReader)
    @_specialize(where Coder == ArchiveWriter)
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        var raw = rawValue
        try coder.code(&raw)
        self = WidgetInstanceID(rawValue: raw)
    }
}

extension WidgetFamily: ArchiveNamed {}

extension ArchivedTimeline: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: ArchivedTimeline { ArchivedTimeline(entries: [], policy: .atEnd) }

    /// Entries read are sorted by date, as every timeline is.
    @_specialize(where Coder == ArchiveReader)
    @_specialize(where Coder == ArchiveWriter)
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        var entries = entries, policy = policy
        try coder.field("entries", &entries)
        try coder.field("policy", &policy)
        self = ArchivedTimeline(entries: entries, policy: policy)
    }
}

extension ArchivedEntry: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: ArchivedEntry { ArchivedEntry(date: .blank, relevance: nil, view: .blank) }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    @_specialize(where Coder == ArchiveReader)
    @_specialize(where Coder == ArchiveWriter)
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("date", &date)
        try coder.field("relevance", &relevance, default: nil)
        try coder.field("view", &view)
    }
}

extension TimelineEntryRelevance: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: TimelineEntryRelevance { TimelineEntryRelevance(score: 0) }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    @_specialize(where Coder == ArchiveReader)
    @_specialize(where Coder == ArchiveWriter)
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("score", &score)
        try coder.field("duration", &duration, default: 0)
    }
}

extension TimelineReloadPolicy: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: TimelineReloadPolicy { .atEnd }

    private static let cases = ArchiveCases<TimelineReloadPolicy>(["atEnd", "after", "never"])

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    @_specialize(where Coder == ArchiveReader)
    @_specialize(where Coder == ArchiveWriter)
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        var date = afterDate ?? .blank
        let tag = isAtEnd ? 0 : isNever ? 2 : 1
        switch try coder.variant(tag, of: Self.cases) {
        case 0: self = .atEnd
        case 1:
            try coder.field("date", &date)
            self = .after(date)
        default: self = .never
        }
    }
}

extension ReloadLedger: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: ReloadLedger { ReloadLedger() }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    @_specialize(where Coder == ArchiveReader)
    @_specialize(where Coder == ArchiveWriter)
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        var charged = charged, lastReload = lastReload
        try coder.field("charged", &charged, default: [])
        try coder.field("lastReload", &lastReload, default: nil)
        self = ReloadLedger(charged: charged, lastReload: lastReload)
    }
}

extension RelevanceTracker: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: RelevanceTracker { RelevanceTracker() }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    @_specialize(where Coder == ArchiveReader)
    @_specialize(where Coder == ArchiveWriter)
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        var marks = marks, highestScore = highestScore
        try coder.field("marks", &marks, default: [])
        try coder.field("highestScore", &highestScore, default: 0)
        self = RelevanceTracker(marks: marks, highestScore: highestScore)
    }
}

extension RelevanceTracker.Mark: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: RelevanceTracker.Mark { RelevanceTracker.Mark(date: .blank, relevance: .blank) }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    @_specialize(where Coder == ArchiveReader)
    @_specialize(where Coder == ArchiveWriter)
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("date", &date)
        try coder.field("relevance", &relevance)
    }
}
