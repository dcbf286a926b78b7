/// A type a ``Parameter`` can hold: strings, integers, booleans, numbers and ``AppEnum``s.
public protocol ParameterValue: Sendable {
    /// How the host edits it.
    static var parameterKind: IntentParameter.Kind { get }
    /// As stored by the host.
    var configValue: ConfigValue { get }
    /// From a stored value; nil when it is of another type.
    init?(configValue: ConfigValue)
}

extension String: ParameterValue {
    /// A parameter of text.
    public static var parameterKind: IntentParameter.Kind { .string }
    /// The value as a layout stores it.
    public var configValue: ConfigValue { .string(self) }
    /// The value a layout stores (nil: a value of another type).
    public init?(configValue: ConfigValue) {
        guard case let .string(value) = configValue else { return nil }
        self = value
    }
}

extension Int: ParameterValue {
    /// A parameter of a whole number.
    public static var parameterKind: IntentParameter.Kind { .integer(nil) }
    /// The value as a layout stores it.
    public var configValue: ConfigValue { .integer(self) }
    /// The value a layout stores (nil: a value of another type).
    public init?(configValue: ConfigValue) {
        guard case let .integer(value) = configValue else { return nil }
        self = value
    }
}

extension Bool: ParameterValue {
    /// A parameter of true or false.
    public static var parameterKind: IntentParameter.Kind { .boolean }
    /// The value as a layout stores it.
    public var configValue: ConfigValue { .boolean(self) }
    /// The value a layout stores (nil: a value of another type).
    public init?(configValue: ConfigValue) {
        guard case let .boolean(value) = configValue else { return nil }
        self = value
    }
}

extension Double: ParameterValue {
    /// A parameter of a number.
    public static var parameterKind: IntentParameter.Kind { .number }
    /// The value as a layout stores it.
    public var configValue: ConfigValue { .number(self) }
    /// The value a layout stores (nil: a value of another type).
    public init?(configValue: ConfigValue) {
        switch configValue {
        case let .number(value): self = value
        case let .integer(value): self = Double(value)
        default: return nil
        }
    }
}

extension AppEnum {
    /// A choice among the enum's cases, titled as their display representations say.
    public static var parameterKind: IntentParameter.Kind {
        .choice(allCases.map { ($0.rawValue, caseDisplayRepresentations[$0]?.title.key ?? $0.rawValue) })
    }
    /// The case as a layout stores it: its raw value.
    public var configValue: ConfigValue { .string(rawValue) }
    /// The case a layout stores (nil: no case of that raw value).
    public init?(configValue: ConfigValue) {
        guard case let .string(value) = configValue else { return nil }
        self.init(rawValue: value)
    }
}
