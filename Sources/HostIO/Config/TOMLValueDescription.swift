import TOMLKit

/// How a TOML value is named in an error message: as it reads in the file (strings quoted), or
/// by its kind.
enum TOMLValueDescription {
    static func describe(_ value: TOMLValueConvertible) -> String {
        switch value.type {
        case .string: return value.string.map(LayoutWriter.string) ?? "a string"
        case .int: return value.int.map(String.init) ?? "an integer"
        case .double: return value.double.map(LayoutWriter.number) ?? "a number"
        case .bool: return value.bool.map(String.init) ?? "a boolean"
        case .table: return "a table"
        case .array: return "an array"
        case .date, .time, .dateTime: return "a date or time"
        }
    }
}
