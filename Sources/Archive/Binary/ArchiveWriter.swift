import Foundation

/// Appends values in their binary archive form, the one the home screen's cache files hold:
/// each type's fields in the order its ``Archivable/describe(with:)`` visits them, with no
/// names. Unsigned integers are LEB128 varints, signed ones zigzag-encoded first,
/// floating-point numbers their little-endian bit patterns, strings a length and UTF-8 bytes,
/// arrays a count and elements, optionals a 0 or 1 byte and the value, an enumeration's case
/// its tag byte and its fields, a name from a closed list its string.
public struct ArchiveWriter: ArchiveCoder {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty writer.
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
    public mutating func write<Value: Archivable>(_ value: Value) throws(ArchiveError) {
        var value = value
        try value.describe(with: &self)
    }

    // MARK: ArchiveCoder

    public var mark: Int { bytes.count }

    public func failure(_ problem: String, in type: Any.Type, since mark: Int) -> ArchiveError {
        ArchiveError(offset: mark, type: type, problem: problem)
    }

    public mutating func field<Value: Archivable>(_ name: String, _ value: inout Value) throws(ArchiveError) {
        try value.describe(with: &self)
    }

    public mutating func field<Value: Archivable & Equatable>(_ name: String, _ value: inout Value, default: Value) throws(ArchiveError) {
        try value.describe(with: &self)
    }

    public mutating func variant<Value>(_ tag: Int, of cases: ArchiveCases<Value>) throws(ArchiveError) -> Int {
        writeByte(UInt8(truncatingIfNeeded: tag))
        return tag
    }

    public mutating func name<Value: ArchiveNamed>(_ value: inout Value) throws(ArchiveError) {
        var raw = value.rawValue
        try code(&raw)
    }

    public mutating func flags(_ bits: inout UInt64, _ names: ArchiveFlags) throws(ArchiveError) {
        writeVarint(bits)
    }

    /// Zigzag-encoded, so that small negative numbers stay short.
    public mutating func code(_ value: inout Int) throws(ArchiveError) {
        let wide = Int64(value)
        writeVarint(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
    }

    public mutating func code(_ value: inout Bool) throws(ArchiveError) {
        writeByte(value ? 1 : 0)
    }

    public mutating func code(_ value: inout Double) throws(ArchiveError) {
        writeFixed(value.bitPattern)
    }

    public mutating func code(_ value: inout Float) throws(ArchiveError) {
        writeFixed(value.bitPattern)
    }

    /// Its UTF-8 byte count, then the bytes.
    public mutating func code(_ value: inout String) throws(ArchiveError) {
        value.withUTF8 { utf8 in
            writeVarint(UInt64(utf8.count))
            writeBytes(utf8)
        }
    }

    /// The byte count, then the bytes.
    public mutating func bytes(_ value: inout [UInt8]) throws(ArchiveError) {
        writeVarint(UInt64(value.count))
        writeBytes(value)
    }

    /// Seconds since the reference date, the `Double` a `Date` holds, so it reads back equal.
    public mutating func code(_ value: inout Date) throws(ArchiveError) {
        writeFixed(value.timeIntervalSinceReferenceDate.bitPattern)
    }

    public mutating func code<Wrapped: Archivable>(_ value: inout Wrapped?) throws(ArchiveError) {
        guard var wrapped = value else { return writeByte(0) }
        writeByte(1)
        try wrapped.describe(with: &self)
    }

    public mutating func code<Element: Archivable>(_ value: inout [Element]) throws(ArchiveError) {
        writeVarint(UInt64(value.count))
        for var element in value { try element.describe(with: &self) }
    }

    /// The count, then each name and value in name order.
    public mutating func code<Element: Archivable>(_ value: inout [String: Element]) throws(ArchiveError) {
        writeVarint(UInt64(value.count))
        for (name, element) in value.sorted(by: { $0.key < $1.key }) {
            var name = name, element = element
            try code(&name)
            try element.describe(with: &self)
        }
    }
}
