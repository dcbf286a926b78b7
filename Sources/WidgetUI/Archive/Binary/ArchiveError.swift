/// Why bytes could not be read back as an archive: where, while reading what, and what was wrong.
public struct ArchiveError: Error, Equatable, CustomStringConvertible {
    /// The byte offset where the value that failed starts (or where the bytes ran out).
    public var offset: Int
    /// The type being read.
    public var type: String
    /// What was wrong, e.g. "the bytes end" or "unknown tag 9".
    public var problem: String

    public init(offset: Int, type: Any.Type, problem: String) {
        self.offset = offset
        self.type = String(describing: type)
        self.problem = problem
    }

    /// A tag byte that names no case of `type`.
    public static func unknownTag(_ tag: UInt8, at offset: Int, of type: Any.Type) -> ArchiveError {
        ArchiveError(offset: offset, type: type, problem: "unknown tag \(tag)")
    }

    public var description: String { "byte \(offset): \(type): \(problem)" }
}
