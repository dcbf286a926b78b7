import Synchronization

/// Asks the home screen to get controls' values again, as WidgetKit's `ControlCenter`.
///
/// Requests are queued here and picked up by the running host at its next step, as
/// ``WidgetCenter``'s are.
public final class ControlCenter: Sendable {
    /// The center of this process.
    public static let shared = ControlCenter()

    /// A queued request.
    public enum Request: Hashable, Sendable {
        /// Every control of a kind.
        case kind(String)
        /// Every control.
        case all
    }

    private let requests = Mutex<[Request]>([])

    /// A center of its own (controls use ``shared``).
    public init() {}

    /// Gets the value of every control of `kind` again.
    public func reloadControls(ofKind kind: String) {
        requests.withLock { $0.append(.kind(kind)) }
    }

    /// Gets the value of every control again.
    public func reloadAllControls() {
        requests.withLock { $0.append(.all) }
    }

    /// The host takes the queued requests.
    public func takeRequests() -> [Request] {
        requests.withLock { queued in
            defer { queued.removeAll() }
            return queued
        }
    }
}
