/// Raw bytes in the archive (a picture's pixels): a count and the bytes in binary, a base64
/// string in JSON (see ``ArchiveCoder/bytes(_:)``).
public struct ArchiveBytes: Hashable, Sendable, Archivable {
    /// The bytes.
    public var bytes: [UInt8]

    /// Wraps `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    public static var blank: ArchiveBytes { ArchiveBytes([]) }

    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.bytes(&bytes)
    }
}
