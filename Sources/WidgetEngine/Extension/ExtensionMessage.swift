import Archive
import WidgetUI

/// One line of the protocol: a request (host to extension) or an answer (extension to host),
/// with the protocol's version and the request's id, which the answer repeats.
///
/// ```json
/// {"version": 1, "id": 3, "call": {"kind": "timeline", "context": {...}}}
/// {"version": 1, "id": 3, "result": {"kind": "timeline", "timeline": {"entries": [...], "policy":
/// {"kind": "atEnd"}}}}
/// ```
public struct ExtensionMessage<Body: Archivable & Sendable & Equatable>: Equatable, Sendable, Archivable {
    /// The protocol's version (``ExtensionProtocol/version``).
    public var version: Int
    /// Pairs an answer with its request.
    public var id: Int
    /// The request or the answer.
    public var body: Body

    /// A message of this protocol version.
    public init(id: Int, body: Body) {
        version = ExtensionProtocol.version
        self.id = id
        self.body = body
    }

    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: ExtensionMessage { ExtensionMessage(id: 0, body: .blank) }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("version", &version)
        try coder.field("id", &id)
        try coder.field(Body.self == ExtensionCall.self ? "call" : "result", &body)
    }

    /// The message as one line of JSON (no newline).
    public func line() throws(ArchiveError) -> String {
        try ArchiveJSON.json(of: self).text()
    }

    /// Reads one line; a message of another version is refused, naming both.
    public init(line: String) throws(ExtensionProtocolError) {
        self = try ExtensionProtocol.decode(Self.self, line: line)
    }
}

/// The host's request.
public typealias ExtensionRequest = ExtensionMessage<ExtensionCall>
/// The extension's answer.
public typealias ExtensionAnswer = ExtensionMessage<ExtensionResult>
