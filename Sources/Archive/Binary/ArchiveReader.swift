import Foundation

/// Reads values back from their binary archive form (see ``ArchiveWriter``), checking every
/// length and tag against the bytes: a truncated or damaged archive is an ``ArchiveError``
/// naming the offset and the type being read, never a crash.
public struct ArchiveReader: ArchiveCoder {
    private let bytes: [UInt8]
    /// The offset of the next byte to read.
    public private(set) var offset: Int
    /// How many arrays the value being read is inside.
    @usableFromInline var depth = 0
    /// Arrays nested deeper than this (a view tree about as deep) are an error, not a stack
    /// overflow on a reading thread's small stack.
    public static let maximumDepth = 256

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
    public mutating func read<Value: Archivable>(_ type: Value.Type = Value.self) throws(ArchiveError) -> Value {
        var value = Value.blank
        try value.describe(with: &self)
        return value
    }

    // MARK: ArchiveCoder

    public var mark: Int { offset }

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
        let start = offset
        let byte = try readByte()
        guard Int(byte) < cases.names.count else { throw .unknownTag(byte, at: start, of: Value.self) }
        return Int(byte)
    }

    // The generic methods below are inlinable: a layout or a timeline reads thousands of
    // names, lists and maps, and unspecialized, each call looks up generic metadata.

    @inlinable
    public mutating func name<Value: ArchiveNamed>(_ value: inout Value) throws(ArchiveError) {
        let start = mark
        var raw = ""
        try code(&raw)
        guard let named = Value(rawValue: raw) else {
            throw ArchiveError(offset: start, type: Value.self, problem: "unknown value \"\(raw)\"")
        }
        value = named
    }

    public mutating func flags(_ bits: inout UInt64, _ names: ArchiveFlags) throws(ArchiveError) {
        bits = try readVarint()
    }

    /// Zigzag-encoded, so that small negative numbers stay short.
    public mutating func code(_ value: inout Int) throws(ArchiveError) {
        let zigzag = try readVarint()
        value = Int(truncatingIfNeeded: Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1))))
    }

    public mutating func code(_ value: inout Bool) throws(ArchiveError) {
        let start = offset
        switch try readByte() {
        case 0: value = false
        case 1: value = true
        case let byte: throw ArchiveError(offset: start, type: Bool.self, problem: "byte \(byte) is neither 0 nor 1")
        }
    }

    public mutating func code(_ value: inout Double) throws(ArchiveError) {
        value = Double(bitPattern: try readFixed())
    }

    public mutating func code(_ value: inout Float) throws(ArchiveError) {
        value = Float(bitPattern: try readFixed())
    }

    /// Its UTF-8 byte count, then the bytes; bytes that are not UTF-8 are an error.
    public mutating func code(_ value: inout String) throws(ArchiveError) {
        let start = offset
        let count = try readCount(of: String.self)
        let range = offset..<(offset + count)
        offset += count
        // Decoded from the buffer itself (through an array slice it is several times slower).
        // ASCII (most of an archive's strings: names, digits) needs no validation, and
        // `String(validating:as:)` looks up generic metadata at every call.
        let string: String? = bytes.withUnsafeBufferPointer { all in
            let utf8 = UnsafeBufferPointer(rebasing: all[range])
            if utf8.allSatisfy({ $0 < 0x80 }) { return String(decoding: utf8, as: UTF8.self) }
            return String(validating: utf8, as: UTF8.self)
        }
        guard let string else {
            throw ArchiveError(offset: start, type: String.self, problem: "the bytes are not UTF-8")
        }
        value = string
    }

    public mutating func bytes(_ value: inout [UInt8]) throws(ArchiveError) {
        let count = try readCount(of: [UInt8].self)
        value = Array(try readBytes(count))
    }

    public mutating func code(_ value: inout Date) throws(ArchiveError) {
        value = Date(timeIntervalSinceReferenceDate: Double(bitPattern: try readFixed()))
    }

    @inlinable
    public mutating func code<Wrapped: Archivable>(_ value: inout Wrapped?) throws(ArchiveError) {
        let start = mark
        switch try readByte() {
        case 0:
            value = nil
        case 1:
            var wrapped = Wrapped.blank
            try wrapped.describe(with: &self)
            value = wrapped
        case let flag:
            throw ArchiveError(offset: start, type: Wrapped?.self, problem: "flag \(flag) is neither 0 nor 1")
        }
    }

    @inlinable
    public mutating func code<Element: Archivable>(_ value: inout [Element]) throws(ArchiveError) {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw ArchiveError(offset: mark, type: [Element].self, problem: "nested more than \(Self.maximumDepth) deep")
        }
        let count = try readCount(of: [Element].self)
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count {
            var element = Element.blank
            try element.describe(with: &self)
            elements.append(element)
        }
        value = elements
    }

    /// A name given twice is an error.
    @inlinable
    public mutating func code<Element: Archivable>(_ value: inout [String: Element]) throws(ArchiveError) {
        let count = try readCount(of: [String: Element].self)
        var elements = [String: Element](minimumCapacity: count)
        for _ in 0..<count {
            let start = mark
            var name = ""
            try code(&name)
            var element = Element.blank
            try element.describe(with: &self)
            guard elements.updateValue(element, forKey: name) == nil else {
                throw ArchiveError(offset: start, type: [String: Element].self, problem: "\"\(name)\" is there twice")
            }
        }
        value = elements
    }
}
