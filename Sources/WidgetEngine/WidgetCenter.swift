import Synchronization

/// Asks the home screen to reload widgets, and lists what is placed, as in WidgetKit.
///
/// Requests are queued here and picked up by the running host at its next step (and, from
/// outside the process, through `homescreen reload`). They come from the background, so they
/// are charged to each instance's budget.
public final class WidgetCenter: Sendable {
    /// The center of this process.
    public static let shared = WidgetCenter()

    /// A queued request.
    public enum Request: Hashable, Sendable {
        /// Every instance of a kind.
        case kind(String)
        /// Every instance.
        case all
    }

    private let requests = Mutex<[Request]>([])
    private let configurations = Mutex<[WidgetInfo]>([])

    /// A center of its own (widgets use ``shared``).
    public init() {}

    /// Reloads every instance of `kind`.
    public func reloadTimelines(ofKind kind: String) {
        requests.withLock { $0.append(.kind(kind)) }
    }

    /// Reloads every instance of every kind.
    public func reloadAllTimelines() {
        requests.withLock { $0.append(.all) }
    }

    /// The placed widgets, through a completion handler.
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.success(configurations.withLock { $0 }))
    }

    /// The placed widgets.
    public func currentConfigurations() async throws -> [WidgetInfo] {
        configurations.withLock { $0 }
    }

    /// The host takes the queued requests.
    public func takeRequests() -> [Request] {
        requests.withLock { queued in
            defer { queued.removeAll() }
            return queued
        }
    }

    /// The host publishes what is placed.
    public func publish(_ infos: [WidgetInfo]) {
        configurations.withLock { $0 = infos }
    }
}
