import Synchronization

/// A configurable parameter of a widget's intent, as AppIntents' `@Parameter`.
///
/// ```swift
/// struct PullsIntent: WidgetConfigurationIntent {
///     static let title: LocalizedStringResource = "Pull requests"
///     @Parameter(title: "File", default: "~/pulls.json") var path: String
///     @Parameter(title: "Show drafts", default: false) var showDrafts: Bool
/// }
/// ```
/// The host finds parameters in declaration order and sets their values before calling the
/// provider. The value lives behind a lock, so intents are `Sendable`.
///
/// An intent a button runs declares its parameters the same way, usually without a default
/// (`@Parameter(title: "Item") var item: TodoEntity`), optional ones as optionals, and sets
/// them in its own initializer; `$item` is the parameter itself, as in AppIntents.
@propertyWrapper
public final class Parameter<Value: ParameterValue>: Sendable {
    /// The title shown to the user.
    public let title: String
    /// What the parameter is for, shown under its title.
    public let parameterDescription: String?
    let defaultValue: Value?
    let range: ClosedRange<Int>?
    let optionsProvider: (any DynamicOptionsProvider)?
    /// The widget's own check of a value: why it is refused, or nil.
    let validation: (@Sendable (Value) -> String?)?
    private let storage: Mutex<Value?>
    /// A stored value that only an asynchronous look-up can turn into a `Value` (an entity's
    /// identifier), until ``resolvePending()`` looks it up.
    private let pending = Mutex<ConfigValue?>(nil)

    init(
        title: String, description: String? = nil, defaultValue: Value?, range: ClosedRange<Int>?,
        optionsProvider: (any DynamicOptionsProvider)?, validation: (@Sendable (Value) -> String?)? = nil
    ) {
        self.title = title
        self.parameterDescription = description
        self.defaultValue = defaultValue
        self.range = range
        self.optionsProvider = optionsProvider
        self.validation = validation
        self.storage = Mutex(defaultValue)
    }

    /// A parameter without a default: the intent sets it (in its initializer, or the host from
    /// what a button archived); an optional one starts as nil.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        self.init(title: title.key, description: description?.key, defaultValue: nil, range: nil, optionsProvider: nil)
    }

    /// A parameter with a title, a description and a default value.
    public convenience init(title: LocalizedStringResource, description: LocalizedStringResource?, default defaultValue: Value) {
        self.init(title: title.key, description: description?.key, defaultValue: defaultValue, range: nil, optionsProvider: nil)
    }

    /// A string parameter without a default whose choices come from `optionsProvider`.
    public convenience init(title: LocalizedStringResource, optionsProvider: some DynamicOptionsProvider) {
        self.init(title: title.key, defaultValue: nil, range: nil, optionsProvider: optionsProvider)
    }

    /// The parameter itself (`$name`), as AppIntents' projected value: what
    /// `@IntentParameterDependency(\.$name)` and key paths name.
    public var projectedValue: Parameter<Value> { self }

    /// A parameter the widget checks itself: `validation` says why a value is refused (nil:
    /// accepted). The host refuses such a value wherever it is given (the configuration sheet,
    /// the layout file, `--config`), with that reason. (homescreen's addition.)
    public convenience init(
        title: LocalizedStringResource, default defaultValue: Value,
        validation: @escaping @Sendable (Value) -> String?
    ) {
        self.init(title: title.key, defaultValue: defaultValue, range: nil, optionsProvider: nil, validation: validation)
    }

    /// A parameter with a title and default value.
    public convenience init(title: LocalizedStringResource, default defaultValue: Value) {
        self.init(title: title.key, defaultValue: defaultValue, range: nil, optionsProvider: nil)
    }

    /// A string parameter whose choices come from `optionsProvider` at run time.
    public convenience init(title: LocalizedStringResource, default defaultValue: Value, optionsProvider: some DynamicOptionsProvider) {
        self.init(title: title.key, defaultValue: defaultValue, range: nil, optionsProvider: optionsProvider)
    }

    /// The current value. Reading a parameter that has no value and no natural empty one
    /// (an entity never set) stops the program, as AppIntents does.
    public var wrappedValue: Value {
        get {
            guard let value = storage.withLock({ $0 }) ?? Value.unsetValue else {
                preconditionFailure("@Parameter \"\(title)\" was read before it was given a value")
            }
            return value
        }
        set { storage.withLock { $0 = newValue } }
    }

    /// True once the parameter has a value (given, set or by default).
    public var hasValue: Bool { storage.withLock { $0 != nil } }
}

extension Parameter where Value == Int {
    /// An integer parameter limited to `range`.
    public convenience init(title: LocalizedStringResource, default defaultValue: Int, inclusiveRange range: ClosedRange<Int>) {
        self.init(title: title.key, defaultValue: defaultValue, range: range, optionsProvider: nil)
    }

    /// An integer parameter limited to `inclusiveRange`, as AppIntents writes it (`(1, 10)`).
    public convenience init(
        title: LocalizedStringResource, default defaultValue: Int, inclusiveRange: (lowerBound: Int, upperBound: Int)
    ) {
        let range = inclusiveRange.lowerBound...max(inclusiveRange.lowerBound, inclusiveRange.upperBound)
        self.init(title: title.key, defaultValue: defaultValue, range: range, optionsProvider: nil)
    }
}

/// Type-erased access the host uses to describe and set parameters.
protocol AnyIntentParameter: AnyObject, Sendable {
    func describe(name: String) -> IntentParameter
    func set(_ value: ConfigValue) -> Bool
    var currentValue: ConfigValue { get }
    /// The value as an archived intent keeps it; nil when there is none (an optional that is
    /// nil, a parameter never set).
    var storedValue: ConfigValue? { get }
    /// Looks up a value ``set(_:)`` could only keep as it was stored (an entity's identifier).
    func resolvePending() async throws(ParameterError)
}

extension Parameter: AnyIntentParameter {
    func describe(name: String) -> IntentParameter {
        var kind = Value.parameterKind
        if let optionsProvider { kind = .dynamicOptions(optionsProvider) }
        if case .integer = kind, let range { kind = .integer(range) }
        let stored = (defaultValue ?? Value.unsetValue)?.storedValue ?? Value.emptyConfigValue
        var parameter = IntentParameter(name: name, title: title, kind: kind, defaultValue: stored)
        if let validation {
            parameter.validation = { value in Value(configValue: value).flatMap(validation) }
        }
        return parameter
    }

    func set(_ value: ConfigValue) -> Bool {
        guard let converted = Value(configValue: value) else {
            guard Value.resolvesAsynchronously else { return false }
            pending.withLock { $0 = value }
            return true
        }
        wrappedValue = converted
        return true
    }

    var currentValue: ConfigValue { wrappedValue.configValue }

    var storedValue: ConfigValue? {
        if let value = pending.withLock({ $0 }) { return value }
        return (storage.withLock { $0 } ?? Value.unsetValue)?.storedValue
    }

    func resolvePending() async throws(ParameterError) {
        guard let stored = pending.withLock({ $0 }) else { return }
        let resolved: Value?
        do {
            resolved = try await Value.resolving(stored)
        } catch {
            throw ParameterError(parameter: title, message: "\(stored) could not be looked up: \(error)")
        }
        guard let resolved else { throw ParameterError(parameter: title, message: "\(stored) is no longer there") }
        pending.withLock { $0 = nil }
        wrappedValue = resolved
    }
}
