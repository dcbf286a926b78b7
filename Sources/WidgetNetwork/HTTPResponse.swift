import Foundation

/// An answer: its status, headers and body, and what it cost.
public struct HTTPResponse: Sendable {
    /// The HTTP status (200, 304, 404, ...), of the last answer when redirects were followed.
    public var status: Int
    /// The headers, by lowercased name (the last of repeated ones).
    public var headers: [String: String]
    /// The body, decoded from its content encoding; empty when the request read none.
    public var body: Data
    /// Bytes and times of the transfer.
    public var transfer: HTTPTransfer

    public init(status: Int, headers: [String: String], body: Data, transfer: HTTPTransfer = HTTPTransfer()) {
        self.status = status
        self.headers = headers
        self.body = body
        self.transfer = transfer
    }

    /// The value of header `name` (any case).
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    /// True for a 2xx status.
    public var isSuccess: Bool { (200..<300).contains(status) }

    /// The status with its reason phrase, as a user reads it ("HTTP 404 Not Found").
    public var statusLine: String { HTTPStatus.line(status) }
}
