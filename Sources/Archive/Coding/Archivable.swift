import Foundation

/// A value of the archive, described once for every form it takes.
///
/// A type's ``describe(with:)`` visits its fields in order, each with its JSON name (and,
/// where JSON may leave it out, its default), and its enumerations' cases through
/// ``ArchiveCoder/variant(_:of:)``. The binary coders (``ArchiveWriter``, ``ArchiveReader``)
/// take the fields positionally, the JSON coders by name, and ``ArchiveSchema`` lists them: so
/// adding a field is one edit that changes both forms together, and the schema test then asks
/// for a new ``ArchiveFormat/version``.
///
/// Reading starts from ``blank`` and lets `describe` overwrite it; writing calls `describe`
/// on a copy of the value, which it leaves as it was.
public protocol Archivable {
    /// A value that reading starts from (any value of the type will do).
    static var blank: Self { get }
    /// Visits every field of the value, in the archive's order.
    mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError)
}

/// One direction of one form of the archive: writing or reading, binary or JSON, or listing
/// the schema. Methods take values `inout`: a writer reads them, a reader replaces them.
public protocol ArchiveCoder {
    /// A named field of a structure or of an enumeration's case.
    mutating func field<Value: Archivable>(_ name: String, _ value: inout Value) throws(ArchiveError)
    /// A named field that the JSON form leaves out when it holds `default`.
    mutating func field<Value: Archivable & Equatable>(_ name: String, _ value: inout Value, default: Value) throws(ArchiveError)
    /// An enumeration's case: a writer records `tag` (the case's index in `cases`) and answers
    /// it; a reader answers the case it reads. The case's fields follow.
    mutating func variant<Value>(_ tag: Int, of cases: ArchiveCases<Value>) throws(ArchiveError) -> Int
    /// A name from a closed list (an enumeration with string raw values).
    mutating func name<Value: ArchiveNamed>(_ value: inout Value) throws(ArchiveError)
    /// Named flags (an option set's bits).
    mutating func flags(_ bits: inout UInt64, _ names: ArchiveFlags) throws(ArchiveError)
    /// A whole number: zigzag varint in binary, a number without a fraction in JSON.
    mutating func code(_ value: inout Int) throws(ArchiveError)
    /// A flag: one byte 0 or 1 in binary, `true` or `false` in JSON.
    mutating func code(_ value: inout Bool) throws(ArchiveError)
    /// A number: its 8 bytes in binary, a finite number in JSON.
    mutating func code(_ value: inout Double) throws(ArchiveError)
    /// A number: its 4 bytes in binary, a finite number in JSON.
    mutating func code(_ value: inout Float) throws(ArchiveError)
    /// Text: a byte count and UTF-8 in binary, a string in JSON.
    mutating func code(_ value: inout String) throws(ArchiveError)
    /// Raw bytes (a picture's pixels): a count and the bytes in binary, a base64 string
    /// (RFC 4648, with padding) in JSON.
    mutating func bytes(_ value: inout [UInt8]) throws(ArchiveError)
    /// An instant: seconds since the reference date in binary, Unix seconds in JSON.
    mutating func code(_ value: inout Date) throws(ArchiveError)
    /// An optional value: a flag byte and the value in binary, `null` or the value in JSON.
    mutating func code<Wrapped: Archivable>(_ value: inout Wrapped?) throws(ArchiveError)
    /// A list: a count and the elements in binary, an array in JSON.
    mutating func code<Element: Archivable>(_ value: inout [Element]) throws(ArchiveError)
    /// A map by name (in binary, in name order, so equal maps write equal bytes).
    mutating func code<Element: Archivable>(_ value: inout [String: Element]) throws(ArchiveError)
    /// An error about the value read since `mark` (a ``mark`` taken before it).
    func failure(_ problem: String, in type: Any.Type, since mark: Int) -> ArchiveError
    /// Where the coder is: a byte offset in binary; unused in JSON, whose errors name the path.
    var mark: Int { get }
}

/// An enumeration with string raw values, archived as its raw value.
public protocol ArchiveNamed: Archivable, RawRepresentable, CaseIterable where RawValue == String {}

extension ArchiveNamed {
    public static var blank: Self {
        // CaseIterable enumerations archived by name have cases.
        allCases[allCases.startIndex]
    }

    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.name(&self)
    }
}

/// The cases of an enumeration, by their JSON names; a case's index is its binary tag.
/// The order is the file format: add new cases at the end, never reorder or reuse one.
public struct ArchiveCases<Value>: Sendable {
    /// Names in tag order.
    public let names: [String]

    /// The cases named `names`, in tag order.
    public init(_ names: [String]) {
        self.names = names
    }
}

/// The names of an option set's bits, for the JSON form (an array of names).
public struct ArchiveFlags: Sendable {
    /// Each name and its bit.
    public let names: [(name: String, bit: UInt64)]

    /// Flags with their names.
    public init(_ names: [(name: String, bit: UInt64)]) {
        self.names = names
    }
}

/// The archive's format: one number for both forms, written in every cache file's header and
/// every JSON document. Any change to what a type describes (a field, a case, a name) is a new
/// version: `ArchiveSchemaTests` fails until the number is bumped and the new schema and golden
/// files are recorded.
public enum ArchiveFormat {
    /// The version this build writes and reads.
    public static let version = 4
}
