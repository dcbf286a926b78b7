/// Appends values in their binary archive form: unsigned integers as LEB128 varints, signed
/// ones zigzag-encoded first, floating-point numbers as their little-endian bit patterns,
/// strings as a length and UTF-8 bytes, arrays as a count and elements, optionals as a 0 or 1
/// byte and the value.
public struct ArchiveWriter {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []

    public init() {}

    /// Appends one byte (a tag or a flag).
    public mutating func writeByte(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends `value` in 7-bit groups, low first, the high bit set on all but the last.
    public mutating func writeVarint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Appends the bytes of a fixed-width integer, low first.
    public mutating func writeFixed(_ bits: some FixedWidthInteger) {
        withUnsafeBytes(of: bits.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Appends raw bytes (a string's UTF-8 after its length, a file's magic).
    public mutating func writeBytes(_ raw: some Sequence<UInt8>) {
        bytes.append(contentsOf: raw)
    }

    /// Appends `value`.
    public mutating func write<Value: BinaryArchivable>(_ value: Value) {
        value.archive(into: &self)
    }

    /// Appends 0 for nil, else 1 and the value.
    public mutating func write<Value: BinaryArchivable>(_ value: Value?) {
        guard let value else { return writeByte(0) }
        writeByte(1)
        value.archive(into: &self)
    }

    /// Appends the count, then each element.
    public mutating func write<Value: BinaryArchivable>(_ values: [Value]) {
        writeVarint(UInt64(values.count))
        for value in values { value.archive(into: &self) }
    }
}
