import Foundation

/// A request as the loopback server read it.
public struct LoopbackRequest: Sendable, Hashable {
    /// `GET`, `HEAD`, ...
    public var method: String
    /// The request target as sent: `/path?query`, or an absolute URL when it came through a
    /// proxy.
    public var target: String
    /// The headers, by lowercased name.
    public var headers: [String: String]

    public init(method: String, target: String, headers: [String: String]) {
        self.method = method
        self.target = target
        self.headers = headers
    }

    /// The target's path (of an absolute target too).
    public var path: String {
        let url = target.hasPrefix("/") ? URL(string: "http://loopback" + target) : URL(string: target)
        return url?.path ?? target
    }

    /// The target's query items, by name.
    public var query: [String: String] {
        let url = target.hasPrefix("/") ? URL(string: "http://loopback" + target) : URL(string: target)
        let items = url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems } ?? []
        return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
    }

    /// The value of header `name` (any case).
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
