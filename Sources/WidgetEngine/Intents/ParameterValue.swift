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
    public static var parameterKind: IntentParameter.Kind { .string }
    public var configValue: ConfigValue { .string(self) }
    public init?(configValue: ConfigValue) {
        guard case let .string(value) = configValue else { return nil }
        self = value
    }
}

extension Int: ParameterValue {
    public static var parameterKind: IntentParameter.Kind { .integer(nil) }
    public var configValue: ConfigValue { .integer(self) }
    public init?(configValue: ConfigValue) {
        guard case let .integer(value) = configValue else { return nil }
        self = value
    }
}

extension Bool: ParameterValue {
    public static var parameterKind: IntentParameter.Kind { .boolean }
    public var configValue: ConfigValue { .boolean(self) }
    public init?(configValue: ConfigValue) {
        guard case let .boolean(value) = configValue else { return nil }
        self = value
    }
}

extension Double: ParameterValue {
    public static var parameterKind: IntentParameter.Kind { .number }
    public var configValue: ConfigValue { .number(self) }
    public init?(configValue: ConfigValue) {
        switch configValue {
        case let .number(value): self = value
        case let .integer(value): self = Double(value)
        default: return nil
        }
    }
}

extension AppEnum {
    public static var parameterKind: IntentParameter.Kind {
        .choice(allCases.map { ($0.rawValue, caseDisplayRepresentations[$0]?.title.key ?? $0.rawValue) })
    }
    public var configValue: ConfigValue { .string(rawValue) }
    public init?(configValue: ConfigValue) {
        guard case let .string(value) = configValue else { return nil }
        self.init(rawValue: value)
    }
}
