/// A type a ``Parameter`` can hold: strings, integers, booleans, numbers and ``AppEnum``s.
public protocol ParameterValue: Sendable {
    /// How the host edits it.
    static var parameterKind: IntentParameter.Kind { get }
    /// As stored by the host.
    var configValue: ConfigValue { get }
    /// From a stored value; nil when it is of another type.
    init?(configValue: ConfigValue)
    /// The value a parameter without a default starts with (`""`, `0`, `false`, an enum's
    /// first case, nil for an optional); nil when there is none (an entity).
    static var unsetValue: Self? { get }
    /// As an archived intent keeps it: ``configValue``, or nil for an optional that is nil.
    var storedValue: ConfigValue? { get }
    /// True when a stored value becomes a value only through an asynchronous look-up
    /// (``resolving(_:)``): an entity found by its identifier.
    static var resolvesAsynchronously: Bool { get }
    /// The value `stored` stands for, looked up if need be (an entity by its identifier).
    static func resolving(_ stored: ConfigValue) async throws -> Self?
}

extension ParameterValue {
    public static var unsetValue: Self? { nil }
    public var storedValue: ConfigValue? { configValue }
    public static var resolvesAsynchronously: Bool { false }
    public static func resolving(_ stored: ConfigValue) async throws -> Self? { Self(configValue: stored) }

    /// The empty value of this parameter's kind, for a parameter listed without a default.
    static var emptyConfigValue: ConfigValue {
        switch parameterKind {
        case .integer: return .integer(0)
        case .boolean: return .boolean(false)
        case .number: return .number(0)
        case let .choice(choices): return .string(choices.first?.value ?? "")
        case .string, .dynamicOptions: return .string("")
        }
    }
}

extension Optional: ParameterValue where Wrapped: ParameterValue {
    public static var parameterKind: IntentParameter.Kind { Wrapped.parameterKind }
    public var configValue: ConfigValue { self?.configValue ?? Wrapped.emptyConfigValue }
    public init?(configValue: ConfigValue) {
        guard let value = Wrapped(configValue: configValue) else { return nil }
        self = .some(value)
    }
    public static var unsetValue: Wrapped?? { .some(nil) }
    public var storedValue: ConfigValue? { self?.storedValue }
    public static var resolvesAsynchronously: Bool { Wrapped.resolvesAsynchronously }
    public static func resolving(_ stored: ConfigValue) async throws -> Wrapped?? {
        try await Wrapped.resolving(stored).map { .some($0) }
    }
}

extension String: ParameterValue {
    /// The value an unset parameter reads as.
    public static var unsetValue: String? { "" }
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
    /// The value an unset parameter reads as.
    public static var unsetValue: Int? { 0 }
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
    /// The value an unset parameter reads as.
    public static var unsetValue: Bool? { false }
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
    /// The value an unset parameter reads as.
    public static var unsetValue: Double? { 0 }
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
    /// The value an unset parameter reads as.
    public static var unsetValue: Self? { allCases.first }
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
