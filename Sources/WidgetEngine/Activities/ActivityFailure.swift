/// Why an activity was refused or its views could not be drawn, worded for the user.
public struct ActivityFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var message: String

    /// A failure saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
