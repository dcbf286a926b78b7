import Archive
import Foundation

/// A value is its type's name and the value: `{"kind": "integer", "value": 25}`.
extension ConfigValue: Archivable {
    public static var blank: ConfigValue { .string("") }

    private static let cases = ArchiveCases<ConfigValue>(["string", "integer", "boolean", "number"])

    @_specialize(where Coder == ArchiveReader)
    @_specialize(where Coder == ArchiveWriter)
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        var (string, integer, boolean, number) = ("", 0, false, 0.0)
        let tag: Int
        switch self {
        case let .string(value): (tag, string) = (0, value)
        case let .integer(value): (tag, integer) = (1, value)
        case let .boolean(value): (tag, boolean) = (2, value)
        case let .number(value): (tag, number) = (3, value)
        }
        switch try coder.variant(tag, of: Self.cases) {
        case 0:
            try coder.field("value", &string)
            self = .string(string)
        case 1:
            try coder.field("value", &integer)
            self = .integer(integer)
        case 2:
            try coder.field("value", &boolean)
            self = .boolean(boolean)
        default:
            try coder.field("value", &number)
            self = .number(number)
        }
    }
}
