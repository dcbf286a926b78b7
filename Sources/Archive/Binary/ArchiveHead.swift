/// The head of a binary archive kept or sent whole (a cache file, an activity's update): its
/// magic bytes, then the archive's ``ArchiveFormat/version`` as a varint, then the value.
public enum ArchiveHead {
    /// A writer that has written `magic` and the version.
    public static func writer(magic: [UInt8]) -> ArchiveWriter {
        var archive = ArchiveWriter()
        archive.writeBytes(magic)
        archive.writeVarint(UInt64(ArchiveFormat.version))
        return archive
    }

    /// A reader of `bytes` past `magic` and a version this build reads; other bytes there are
    /// an error about `type` naming the offset.
    public static func reader(of bytes: [UInt8], magic: [UInt8], type: Any.Type) throws(ArchiveError) -> ArchiveReader {
        guard bytes.starts(with: magic) else {
            throw ArchiveError(offset: 0, type: type, problem: "the bytes do not start with \(String(decoding: magic, as: UTF8.self))")
        }
        var archive = ArchiveReader(bytes, offset: magic.count)
        let formatAt = archive.offset
        let format = try archive.readVarint()
        guard format == UInt64(ArchiveFormat.version) else {
            throw ArchiveError(offset: formatAt, type: type, problem: "format \(format) is not \(ArchiveFormat.version)")
        }
        return archive
    }
}
