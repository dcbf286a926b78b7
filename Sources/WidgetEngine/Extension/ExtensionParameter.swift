import Archive
import WidgetUI

/// A widget's configuration parameter as `describe` lists it: its name, title, type and
/// default. The host builds the configuration sheet and checks layout values from it.
public struct ExtensionParameter: Equatable, Sendable, Archivable {
    /// The value's type.
    public enum ValueType: Equatable, Sendable {
        /// Text.
        case string
        /// A whole number, within `range` when it has one.
        case integer(min: Int?, max: Int?)
        /// True or false.
        case boolean
        /// A number.
        case number
        /// One of fixed choices.
        case choice([String])
        /// Choices the extension looks up when the sheet opens (the `options` request).
        case dynamicOptions
    }

    /// The name layouts and `--config` use.
    public var name: String
    /// What the configuration sheet shows.
    public var title: String
    /// What values it takes.
    public var type: ValueType
    /// Its value when none is given.
    public var defaultValue: ConfigValue

    /// A parameter of these values.
    public init(name: String, title: String, type: ValueType, defaultValue: ConfigValue) {
        self.name = name
        self.title = title
        self.type = type
        self.defaultValue = defaultValue
    }

    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: ExtensionParameter { ExtensionParameter(name: "", title: "", type: .string, defaultValue: .string("")) }

    private static let cases = ArchiveCases<ValueType>(["string", "integer", "boolean", "number", "choice", "dynamicOptions"])

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("name", &name)
        try coder.field("title", &title)
        try coder.field("default", &defaultValue)
        var typeValue = TypeField(type)
        try coder.field("type", &typeValue)
        type = typeValue.type
    }

    /// The type as an archive value: `{"kind": "integer", "min": 1, "max": 60}`.
    private struct TypeField: Archivable {
        var type: ValueType

        init(_ type: ValueType) {
            self.type = type
        }

        static var blank: TypeField { TypeField(.string) }

        mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
            var (minimum, maximum, choices): (Int?, Int?, [String]) = (nil, nil, [])
            let tag: Int
            switch type {
            case .string: tag = 0
            case let .integer(low, high): (tag, minimum, maximum) = (1, low, high)
            case .boolean: tag = 2
            case .number: tag = 3
            case let .choice(values): (tag, choices) = (4, values)
            case .dynamicOptions: tag = 5
            }
            switch try coder.variant(tag, of: ExtensionParameter.cases) {
            case 0: type = .string
            case 1:
                try coder.field("min", &minimum, default: nil)
                try coder.field("max", &maximum, default: nil)
                type = .integer(min: minimum, max: maximum)
            case 2: type = .boolean
            case 3: type = .number
            case 4:
                try coder.field("choices", &choices)
                type = .choice(choices)
            default: type = .dynamicOptions
            }
        }
    }
}
