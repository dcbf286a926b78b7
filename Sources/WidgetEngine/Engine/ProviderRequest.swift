import Foundation

/// A provider call the engine wants made: the front end runs it off the main actor and hands
/// the result back with ``TimelineEngine/deliver(_:for:at:)``.
public struct ProviderRequest: Sendable {
    /// Identifies the call; a result with a stale token is ignored.
    public var token: UInt64
    public var instance: WidgetInstance
    public var reason: ReloadReason
    /// The instant the call was made at (the provider's `context.date`).
    public var date: Date
    /// When the engine gives up on it.
    public var deadline: Date
}
