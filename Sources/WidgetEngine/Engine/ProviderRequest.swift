import Foundation

/// A provider call the engine wants made: the front end runs it off the main actor and hands
/// the result back — a timeline with ``TimelineEngine/deliver(_:for:at:)``, a gallery snapshot
/// to whoever asked for it (the gallery sheet).
public struct ProviderRequest: Sendable {
    /// Which of the provider's calls to make.
    public enum Call: Hashable, Sendable {
        /// `getTimeline` / `timeline(for:in:)`, for a placed instance.
        case timeline
        /// `getSnapshot` / `snapshot(for:in:)` with `context.isPreview == true`, for the gallery.
        case snapshot
    }

    /// Identifies the call; a result with a stale token is ignored.
    public var token: UInt64
    /// The instance asked for (for a gallery snapshot, a stand-in of the kind and family).
    public var instance: WidgetInstance
    /// Why the timeline is asked for (a snapshot is always `.foreground`: the user asked for
    /// it in the gallery, and it is never charged).
    public var reason: ReloadReason
    /// The instant the call was made at (the provider's `context.date`).
    public var date: Date
    /// When the engine gives up on it.
    public var deadline: Date
    /// The call to make.
    public var call: Call = .timeline

    /// True for a gallery snapshot: the provider's context says `isPreview`.
    public var isPreview: Bool { call == .snapshot }
}
