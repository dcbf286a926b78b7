/// Every problem of a manifest that could not be read, each with its file, line and field.
public struct ExtensionManifestError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The problems, in file order.
    public var problems: [ConfigError]

    /// An error of `problems`.
    public init(_ problems: [ConfigError]) {
        self.problems = problems
    }

    /// Each problem on a line of its own.
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
