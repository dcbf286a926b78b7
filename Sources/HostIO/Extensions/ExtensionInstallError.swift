/// Why an extension could not be added or removed, as the command prints it.
public struct ExtensionInstallError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, in one line.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
