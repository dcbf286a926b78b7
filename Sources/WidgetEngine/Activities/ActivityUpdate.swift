import Archive
import Foundation

/// A change of a running live activity: what `homescreen activity update` and `end` (and
/// `homescreen run`'s progress) send through the control socket instead of the whole record.
///
/// It carries only what a change may change: the state, its views evaluated into archives, the
/// dates and the relevance. The kind, the attributes and the start never change, so they do not
/// travel and the home screen does not check them again. On the wire it is the binary archive
/// (``archived()``: the magic bytes `HSAU`, the archive's ``ArchiveFormat/version``, then the
/// fields), which the home screen reads in a fraction of the time the JSON of a whole record
/// takes.
public struct ActivityUpdate: Equatable, Sendable {
    /// The activity changed (``ActivityID``).
    public var id: String
    /// The new state as JSON text.
    public var state: String
    /// The views of that state, archived.
    public var views: ActivityViews
    /// When the state changed.
    public var updated: Date
    /// From when it is stale; nil for never.
    public var staleDate: Date?
    /// Its relevance (higher first).
    public var relevance: Double
    /// When it ended, for the change that ends it.
    public var ended: Date?
    /// When it leaves the screen, for the change that ends it.
    public var dismissal: Date?
    /// The alert this change brings, shown once.
    public var alert: String?

    /// The part of `record` that a change sets.
    public init(_ record: ActivityRecord) {
        id = record.id
        state = record.state
        views = record.views
        updated = record.updated
        staleDate = record.staleDate
        relevance = record.relevance
        ended = record.ended
        dismissal = record.dismissal
        alert = record.alert
    }

    /// `record` with this change made.
    public func applied(to record: ActivityRecord) -> ActivityRecord {
        var record = record
        record.state = state
        record.views = views
        record.updated = updated
        record.staleDate = staleDate
        record.relevance = relevance
        record.ended = ended
        record.dismissal = dismissal
        record.alert = alert
        return record
    }
}

extension ActivityUpdate: Archivable {
    /// The first bytes of an archived update.
    static let magic: [UInt8] = Array("HSAU".utf8)

    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: ActivityUpdate {
        ActivityUpdate(ActivityRecord(id: "", kind: "", attributes: "", state: "", views: .blank, started: Date(timeIntervalSince1970: 0)))
    }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("id", &id)
        try coder.field("state", &state)
        try coder.field("views", &views)
        try coder.field("updated", &updated)
        try coder.field("staleDate", &staleDate, default: nil)
        try coder.field("relevance", &relevance, default: 0)
        try coder.field("ended", &ended, default: nil)
        try coder.field("dismissal", &dismissal, default: nil)
        try coder.field("alert", &alert, default: nil)
    }

    /// The update's bytes: `HSAU`, the format version as a varint, the fields.
    public func archived() throws(ArchiveError) -> [UInt8] {
        var archive = ArchiveHead.writer(magic: Self.magic)
        try archive.write(self)
        return archive.bytes
    }

    /// Reads an update's bytes: another magic or version, or bytes after the last field, is an
    /// error naming the offset.
    public init(archived bytes: [UInt8]) throws(ArchiveError) {
        var archive = try ArchiveHead.reader(of: bytes, magic: Self.magic, type: ActivityUpdate.self)
        self = try archive.read()
        guard archive.isAtEnd else {
            throw ArchiveError(offset: archive.offset, type: ActivityUpdate.self, problem: "bytes after the last field")
        }
    }
}
