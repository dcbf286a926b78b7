/// Why a picture could not be read: the file or data, and what was wrong with it.
public struct PictureError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's path, or a description of the data ("12,345 bytes of data").
    public var source: String
    /// What was wrong: not a picture, damaged, too large, a format this machine cannot read.
    public var problem: String

    /// An error about `source`.
    public init(source: String, problem: String) {
        self.source = source
        self.problem = problem
    }

    /// The text logs and messages show.
    public var description: String { "\(source): \(problem)" }
}
