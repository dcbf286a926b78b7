import Foundation

/// A widget that updates its instances while they are on the page shown, by pushing content
/// (``WidgetPush``) rather than waiting for its reloads: a streaming script, the live System
/// widget, an extension that says `live`.
///
/// The host tells it which of its instances are on the page shown each time that changes
/// (attention, as Windows widgets are activated and deactivated), with the sink its pushes go
/// to; an empty list means none is shown: it stops, leaving no process or timer behind,
/// unless it must keep running. Attention is told from the host's main actor, in order; the
/// pushes may come from any thread.
public struct LiveUpdates: Sendable {
    /// Where pushes go.
    public typealias Sink = @Sendable (WidgetPush) -> Void

    private let attendInstances: @Sendable ([LiveInstance], @escaping Sink) -> Void
    /// True when it is told of every placed instance, shown or not: it keeps running (a
    /// plugin whose metadata says `keepRunning`).
    public var keepsRunning: Bool
    /// Whether an instance (by its configuration) wants live updates at all: one that does
    /// not is never told of, so nothing runs for it (a System widget set to no live figures).
    public var wants: @Sendable (ConfigValues) -> Bool

    /// Live updates that `attend` starts, changes and stops, for the instances `wants` (all by default).
    public init(
        keepsRunning: Bool = false, wants: @escaping @Sendable (ConfigValues) -> Bool = { _ in true },
        attend: @escaping @Sendable (_ instances: [LiveInstance], _ sink: @escaping Sink) -> Void
    ) {
        self.keepsRunning = keepsRunning
        self.wants = wants
        attendInstances = attend
    }

    /// The instances of this widget on the page shown now (empty: none).
    public func attend(_ instances: [LiveInstance], sink: @escaping Sink) {
        attendInstances(instances, sink)
    }
}
