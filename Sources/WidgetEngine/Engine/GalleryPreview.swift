import Foundation

/// The gallery's preview of one kind in one family: the placeholder first, replaced by the
/// snapshot (`context.isPreview == true`) when it arrives before its deadline; a snapshot that
/// fails or comes late leaves the placeholder.
public struct GalleryPreview: Sendable {
    /// Which archive a preview shows.
    public enum Source: Equatable, Sendable {
        /// The placeholder, redacted.
        case placeholder
        /// The snapshot, arrived in time.
        case snapshot
    }

    /// The widget's kind.
    public let kind: String
    /// The family previewed.
    public let family: WidgetFamily
    /// The placeholder archive.
    public let placeholder: ArchivedEntry
    /// The snapshot archive, once arrived in time.
    public private(set) var snapshot: ArchivedEntry?
    /// When the snapshot was asked for.
    public let requestedAt: Date
    /// When the gallery stops waiting.
    public let deadline: Date
    /// Why the snapshot is not shown, when it failed or timed out.
    public private(set) var failure: ProviderFailure?

    /// Starts a preview at `now`: the placeholder shows; the snapshot has until `now + timeout`.
    public init(kind: String, family: WidgetFamily, placeholder: ArchivedEntry, at now: Date, timeout: TimeInterval) {
        self.kind = kind
        self.family = family
        self.placeholder = placeholder
        self.requestedAt = now
        self.deadline = now.addingTimeInterval(timeout)
    }

    /// Takes the snapshot result at `now`; ignored after the deadline.
    public mutating func deliver(_ result: Result<ArchivedEntry, ProviderFailure>, at now: Date) {
        guard snapshot == nil, failure == nil else { return }
        guard now <= deadline else {
            failure = .timedOut(seconds: deadline.timeIntervalSince(requestedAt))
            return
        }
        switch result {
        case let .success(entry): snapshot = entry
        case let .failure(error): failure = error
        }
    }

    /// Marks the snapshot timed out when `now` is past the deadline and nothing came.
    public mutating func expire(at now: Date) {
        if snapshot == nil, failure == nil, now > deadline {
            failure = .timedOut(seconds: deadline.timeIntervalSince(requestedAt))
        }
    }

    /// What the gallery shows: the snapshot once arrived, else the placeholder (redacted).
    public var shown: (source: Source, view: ViewNode, redaction: RedactionReasons) {
        if let snapshot { return (.snapshot, snapshot.view, []) }
        return (.placeholder, placeholder.view, .placeholder)
    }

    /// When the preview may change next (its deadline), nil once settled.
    public var nextInstant: Date? {
        snapshot == nil && failure == nil ? deadline : nil
    }
}
