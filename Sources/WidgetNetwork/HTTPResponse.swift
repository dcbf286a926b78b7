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

    /// What an error answer says of itself, when its body is a JSON object with a string
    /// `message` (GitHub), `reason` (Open-Meteo) or `error`: at most 120 characters, one line.
    public var explanation: String? {
        guard !isSuccess, body.count < 64 << 10, let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
            return nil
        }
        guard let text = ["message", "reason", "error"].lazy.compactMap({ object[$0] as? String }).first else { return nil }
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return line.count > 120 ? String(line.prefix(119)) + "…" : line
    }
}
