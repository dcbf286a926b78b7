import Foundation

extension TimelineEngine {
    /// The placeholder of `kind` in `family` for the gallery: made once per (kind, family),
    /// as for placed instances, and kept. Nil for an unknown kind.
    ///
    /// This calls the provider's synchronous `placeholder(in:)` the first time; call it when
    /// the gallery changes what it shows, never while drawing.
    public mutating func galleryPlaceholder(kind: String, family: WidgetFamily, at now: Date) -> ArchivedEntry? {
        let instance = WidgetInstance(id: WidgetInstanceID(rawValue: "gallery:\(kind)"), kind: kind, family: family)
        cachePlaceholder(for: instance, at: now)
        return placeholder(kind: kind, family: family)
    }

    /// A gallery snapshot call for `kind` in `family` with its default configuration, due at
    /// `now`, with the snapshot deadline of the settings. Its token comes from the same
    /// sequence as timeline calls, so the two never collide; the engine does not track it
    /// (the gallery does, with a ``GalleryPreview``).
    public mutating func snapshotRequest(kind: String, family: WidgetFamily, at now: Date) -> ProviderRequest {
        let token = issueToken()
        let instance = WidgetInstance(id: WidgetInstanceID(rawValue: "gallery:\(kind)"), kind: kind, family: family)
        return ProviderRequest(
            token: token, instance: instance, reason: .foreground, date: now,
            deadline: now.addingTimeInterval(settings.snapshotDeadline), call: .snapshot)
    }

    /// A token for a call into widget code that the engine does not track (a look-up of a
    /// parameter's choices), from the sequence of timeline and snapshot calls: the front end
    /// has one token space for every call it runs.
    public mutating func issueToken() -> UInt64 {
        calls.issueToken()
    }
}
