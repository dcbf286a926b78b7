/// A configuration parameter's value as the host stores it (in the layout file, on the
/// command line as `key=value`).
public enum ConfigValue: Codable, Hashable, Sendable, CustomStringConvertible {
    /// Text.
    case string(String)
    /// A whole number.
    case integer(Int)
    /// True or false.
    case boolean(Bool)
    /// A number.
    case number(Double)

    /// The text logs and messages show.
    public var description: String {
        switch self {
        case let .string(value): return value
        case let .integer(value): return String(value)
        case let .boolean(value): return String(value)
        case let .number(value): return String(value)
        }
    }
}

/// A widget instance's parameter values by parameter name.
public typealias ConfigValues = [String: ConfigValue]
