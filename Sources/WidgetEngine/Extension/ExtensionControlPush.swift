import Archive

/// A line an extension writes on its own to have the home screen ask its controls' values
/// again, as `ControlCenter.shared.reloadControls(ofKind:)` or `reloadAllControls()` do in the
/// extension's process:
///
/// ```json
/// {"version": 1, "push": {"kind": "reloadControls", "control": "lamp"}}
/// {"version": 1, "push": {"kind": "reloadControls"}}
/// ```
///
/// Without `control`, every control is asked again.
public struct ExtensionControlPush: Equatable, Sendable, Archivable {
    public var version: Int
    /// The request: one kind, or every control.
    public var request: ControlCenter.Request

    public init(_ request: ControlCenter.Request) {
        version = ExtensionProtocol.version
        self.request = request
    }

    public static var blank: ExtensionControlPush { ExtensionControlPush(.all) }

    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("version", &version)
        var push = Body(request: request)
        try coder.field("push", &push)
        request = push.request
    }

    /// The push as one line of JSON (no newline).
    public func line() throws(ArchiveError) -> String {
        try ArchiveJSON.json(of: self).text()
    }

    /// Reads a line that holds a control push (``isControlPush(_:)``).
    public init(line: String) throws(ExtensionProtocolError) {
        self = try ExtensionProtocol.decode(Self.self, line: line)
    }

    /// True when `line`, a push (``ExtensionPush/isPush(_:)``), asks for controls (a cheap look,
    /// made before the line is parsed).
    public static func isControlPush(_ line: String) -> Bool {
        line.contains("\"reloadControls\"")
    }

    /// The `push` object: its kind and the control kind, if one.
    private struct Body: Archivable {
        var request: ControlCenter.Request
        static var blank: Body { Body(request: .all) }
        private static let cases = ArchiveCases<Body>(["reloadControls"])

        mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
            _ = try coder.variant(0, of: Self.cases)
            var kind: String
            if case let .kind(named) = request { kind = named } else { kind = "" }
            try coder.field("control", &kind, default: "")
            request = kind.isEmpty ? .all : .kind(kind)
        }
    }
}
