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
@propertyWrapper
public final class Parameter<Value: ParameterValue>: Sendable {
    /// The title shown to the user.
    public let title: String
    let defaultValue: Value
    let range: ClosedRange<Int>?
    let optionsProvider: (any DynamicOptionsProvider)?
    /// The widget's own check of a value: why it is refused, or nil.
    let validation: (@Sendable (Value) -> String?)?
    private let storage: Mutex<Value>

    init(
        title: String, defaultValue: Value, range: ClosedRange<Int>?, optionsProvider: (any DynamicOptionsProvider)?,
        validation: (@Sendable (Value) -> String?)? = nil
    ) {
        self.title = title
        self.defaultValue = defaultValue
        self.range = range
        self.optionsProvider = optionsProvider
        self.validation = validation
        self.storage = Mutex(defaultValue)
    }

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

    /// The current value.
    public var wrappedValue: Value {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}

extension Parameter where Value == Int {
    /// An integer parameter limited to `range`.
    public convenience init(title: LocalizedStringResource, default defaultValue: Int, inclusiveRange range: ClosedRange<Int>) {
        self.init(title: title.key, defaultValue: defaultValue, range: range, optionsProvider: nil)
    }
}

/// Type-erased access the host uses to describe and set parameters.
protocol AnyIntentParameter: AnyObject, Sendable {
    func describe(name: String) -> IntentParameter
    func set(_ value: ConfigValue) -> Bool
    var currentValue: ConfigValue { get }
}

extension Parameter: AnyIntentParameter {
    func describe(name: String) -> IntentParameter {
        var kind = Value.parameterKind
        if let optionsProvider { kind = .dynamicOptions(optionsProvider) }
        if case .integer = kind, let range { kind = .integer(range) }
        var parameter = IntentParameter(name: name, title: title, kind: kind, defaultValue: defaultValue.configValue)
        if let validation {
            parameter.validation = { value in Value(configValue: value).flatMap(validation) }
        }
        return parameter
    }

    func set(_ value: ConfigValue) -> Bool {
        guard let converted = Value(configValue: value) else { return false }
        wrappedValue = converted
        return true
    }

    var currentValue: ConfigValue { wrappedValue.configValue }
}
