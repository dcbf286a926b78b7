/// A message that breaks the protocol: what was wrong with it, in words a widget author acts on.
public struct ExtensionProtocolError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text logs and messages show.
    public var description: String

    /// An error that says `description`.
    public init(_ description: String) {
        self.description = description
    }
}
