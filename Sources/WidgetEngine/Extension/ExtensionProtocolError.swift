/// A message that breaks the protocol: what was wrong with it, in words a widget author acts on.
public struct ExtensionProtocolError: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
