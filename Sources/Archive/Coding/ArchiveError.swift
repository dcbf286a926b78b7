/// Why an archive could not be read (or written): where, while reading what, and what was
/// wrong. In the binary form the place is a byte offset; in the JSON form it is the path to the
/// value in the tree, such as `view.children[2].runs[0].foreground`.
public struct ArchiveError: Error, Equatable, CustomStringConvertible {
    /// The byte offset where the value that failed starts (or where the bytes ran out); 0 for
    /// JSON.
    public var offset: Int
    /// The path to the value in the JSON form; nil for the binary form.
    public var path: String?
    /// The type being read.
    public var type: String
    /// What was wrong, e.g. "the bytes end" or "unknown tag 9".
    public var problem: String

    /// An error in the binary form.
    public init(offset: Int, type: Any.Type, problem: String) {
        self.offset = offset
        self.type = String(describing: type)
        self.problem = problem
    }

    /// An error in the JSON form, at `path`.
    public init(path: String, type: Any.Type, problem: String) {
        self.offset = 0
        self.path = path
        self.type = String(describing: type)
        self.problem = problem
    }

    /// A tag byte that names no case of `type`.
    public static func unknownTag(_ tag: UInt8, at offset: Int, of type: Any.Type) -> ArchiveError {
        ArchiveError(offset: offset, type: type, problem: "unknown tag \(tag)")
    }

    public var description: String {
        guard let path else { return "byte \(offset): \(type): \(problem)" }
        return "\(path.isEmpty ? "the top" : path): \(problem)"
    }
}
