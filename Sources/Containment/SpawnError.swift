/// A program that could not be started, in words: "hello.py: No such file or directory".
public struct SpawnError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
