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
    private let listener = Mutex<(@Sendable () -> Void)?>(nil)

    /// A center of its own (controls use ``shared``).
    public init() {}

    /// Gets the value of every control of `kind` again.
    public func reloadControls(ofKind kind: String) {
        requests.withLock { $0.append(.kind(kind)) }
        listener.withLock { $0 }?()
    }

    /// Gets the value of every control again.
    public func reloadAllControls() {
        requests.withLock { $0.append(.all) }
        listener.withLock { $0 }?()
    }

    /// Queues `request` (a reload an extension's process asked for; see ``ExtensionControlPush``).
    public func reload(_ request: Request) {
        switch request {
        case let .kind(kind): reloadControls(ofKind: kind)
        case .all: reloadAllControls()
        }
    }

    /// Calls `hook` after each request is queued, on the thread that queued it: the host wakes
    /// its main thread with it, so a request made off the main thread (an extension's push) is
    /// taken at once rather than at the next key or tick.
    public func onRequest(_ hook: (@Sendable () -> Void)?) {
        listener.withLock { $0 = hook }
    }

    /// The host takes the queued requests.
    public func takeRequests() -> [Request] {
        requests.withLock { queued in
            defer { queued.removeAll() }
            return queued
        }
    }
}
