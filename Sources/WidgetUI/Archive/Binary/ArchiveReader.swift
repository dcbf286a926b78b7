/// Reads values back from their binary archive form (see ``ArchiveWriter``), checking every
/// length and tag against the bytes: a truncated or damaged archive is an ``ArchiveError``
/// naming the offset and the type being read, never a crash.
public struct ArchiveReader {
    private let bytes: [UInt8]
    /// The offset of the next byte to read.
    public private(set) var offset: Int

    /// A reader of `bytes` from `offset`.
    public init(_ bytes: [UInt8], offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    /// True when every byte has been read.
    public var isAtEnd: Bool { offset >= bytes.count }

    /// The error for bytes that end before a value of `type` does.
    private func truncated(_ type: Any.Type) -> ArchiveError {
        ArchiveError(offset: offset, type: type, problem: "the bytes end")
    }

    /// Reads one byte (a tag or a flag).
    public mutating func readByte() throws(ArchiveError) -> UInt8 {
        guard offset < bytes.count else { throw truncated(UInt8.self) }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// Reads a varint of at most 64 bits.
    public mutating func readVarint() throws(ArchiveError) -> UInt64 {
        let start = offset
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count else { throw truncated(UInt64.self) }
            let byte = bytes[offset]
            offset += 1
            guard shift < 64, shift < 63 || byte <= 1 else {
                throw ArchiveError(offset: start, type: UInt64.self, problem: "a varint longer than 64 bits")
            }
            value |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    /// Reads a varint that counts something that follows (array elements, string bytes): at
    /// most the bytes left, since every element takes at least one byte.
    public mutating func readCount(of type: @autoclosure () -> Any.Type) throws(ArchiveError) -> Int {
        let start = offset
        let count = try readVarint()
        let left = bytes.count - offset
        guard count <= UInt64(left) else {
            throw ArchiveError(offset: start, type: type(), problem: "a count of \(count) with \(left) byte\(left == 1 ? "" : "s") left")
        }
        return Int(count)
    }

    /// Reads the bytes of a fixed-width integer, low first.
    public mutating func readFixed<Bits: FixedWidthInteger & UnsignedInteger>(_ type: Bits.Type = Bits.self) throws(ArchiveError) -> Bits {
        let width = MemoryLayout<Bits>.size
        guard bytes.count - offset >= width else { throw truncated(Bits.self) }
        var bits: Bits = 0
        for index in 0..<width { bits |= Bits(bytes[offset + index]) << (8 * index) }
        offset += width
        return bits
    }

    /// Reads `count` raw bytes.
    public mutating func readBytes(_ count: Int) throws(ArchiveError) -> ArraySlice<UInt8> {
        guard count >= 0, bytes.count - offset >= count else { throw truncated([UInt8].self) }
        defer { offset += count }
        return bytes[offset..<(offset + count)]
    }

    /// Reads a value of `type`.
    public mutating func read<Value: BinaryArchivable>(_ type: Value.Type = Value.self) throws(ArchiveError) -> Value {
        try Value(from: &self)
    }

    /// Reads an optional value: a 0 byte for nil, or 1 and the value.
    public mutating func read<Value: BinaryArchivable>(_ type: Value?.Type = Value?.self) throws(ArchiveError) -> Value? {
        let start = offset
        switch try readByte() {
        case 0: return nil
        case 1: return try Value(from: &self)
        case let flag: throw ArchiveError(offset: start, type: Value?.self, problem: "flag \(flag) is neither 0 nor 1")
        }
    }

    /// Reads an array: a count, then each element.
    public mutating func read<Value: BinaryArchivable>(_ type: [Value].Type = [Value].self) throws(ArchiveError) -> [Value] {
        let count = try readCount(of: [Value].self)
        var values: [Value] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try Value(from: &self)) }
        return values
    }
}
