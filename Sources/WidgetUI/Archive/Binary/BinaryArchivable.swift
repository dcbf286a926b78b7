/// A value with a compact binary form (see ``ArchiveWriter`` and ``ArchiveReader``).
///
/// The home screen keeps each instance's last timeline on disk this way. Decoding the same
/// timelines as JSON through `Codable` was most of a restart's CPU before its first frame (a
/// small clock's hour of minutes took milliseconds); the binary form reads field by field with
/// no containers, keys or type look-ups.
///
/// The form is positional: a type reads its fields in the order it writes them, so any change
/// to what a type writes is a new file format (the cache file's header carries its version).
public protocol BinaryArchivable {
    /// Reads a value that ``archive(into:)`` wrote.
    init(from archive: inout ArchiveReader) throws(ArchiveError)
    /// Appends the value's bytes.
    func archive(into archive: inout ArchiveWriter)
}

/// Enumerations with string raw values are written as their raw value, so that adding or
/// reordering cases never changes what an existing case reads as.
extension BinaryArchivable where Self: RawRepresentable, RawValue == String {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        let start = archive.offset
        let raw = try String(from: &archive)
        guard let value = Self(rawValue: raw) else {
            throw ArchiveError(offset: start, type: Self.self, problem: "unknown value \"\(raw)\"")
        }
        self = value
    }

    public func archive(into archive: inout ArchiveWriter) {
        rawValue.archive(into: &archive)
    }
}

/// Option sets are written as their raw bits.
extension BinaryArchivable where Self: OptionSet, RawValue: FixedWidthInteger {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        let start = archive.offset
        let bits = try archive.readVarint()
        guard let raw = RawValue(exactly: bits) else {
            throw ArchiveError(offset: start, type: Self.self, problem: "bits \(bits) do not fit")
        }
        self.init(rawValue: raw)
    }

    public func archive(into archive: inout ArchiveWriter) {
        archive.writeVarint(UInt64(truncatingIfNeeded: rawValue))
    }
}
