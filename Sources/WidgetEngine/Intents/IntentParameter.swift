/// One parameter of a configurable widget, as the host lists, validates and edits it.
public struct IntentParameter: Sendable {
    /// The kinds of value a parameter holds.
    public enum Kind: Sendable {
        /// Text.
        case string
        /// A whole number, in the range when one is given.
        case integer(ClosedRange<Int>?)
        /// True or false.
        case boolean
        /// A number.
        case number
        /// One of fixed choices: raw values with their titles, in order.
        case choice([(value: String, title: String)])
        /// One of the choices the provider supplies at run time.
        case dynamicOptions(any DynamicOptionsProvider)
    }

    /// The property's name: the key in layout files and `--config key=value`.
    public var name: String
    /// The title shown to the user.
    public var title: String
    /// What it holds.
    public var kind: Kind
    /// Its default value.
    public var defaultValue: ConfigValue
    /// The widget's own check of a value of the right type (``Parameter/init(title:default:validation:)``):
    /// why it is refused, or nil.
    public var validation: (@Sendable (ConfigValue) -> String?)?

    /// A parameter described by the host.
    public init(
        name: String, title: String, kind: Kind, defaultValue: ConfigValue,
        validation: (@Sendable (ConfigValue) -> String?)? = nil
    ) {
        self.name = name
        self.title = title
        self.kind = kind
        self.defaultValue = defaultValue
        self.validation = validation
    }

    /// `text` parsed as this parameter's value, or why it is not one.
    public func parse(_ text: String) -> Result<ConfigValue, ParameterError> {
        switch kind {
        case .string:
            return validate(.string(text)).map { .string(text) }
        case .dynamicOptions:
            return .success(.string(text))
        case .integer:
            guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
                return .failure(ParameterError(parameter: name, message: "\"\(text)\" is not a whole number"))
            }
            return validate(.integer(value)).map { .integer(value) }
        case .boolean:
            switch text.lowercased() {
            case "true", "yes", "on", "1": return .success(.boolean(true))
            case "false", "no", "off", "0": return .success(.boolean(false))
            default: return .failure(ParameterError(parameter: name, message: "\"\(text)\" is not true or false"))
            }
        case .number:
            guard let value = Double(text) else {
                return .failure(ParameterError(parameter: name, message: "\"\(text)\" is not a number"))
            }
            return .success(.number(value))
        case let .choice(choices):
            guard choices.contains(where: { $0.value == text }) else {
                return .failure(
                    ParameterError(parameter: name, message: "\"\(text)\" is not one of \(choices.map(\.value).joined(separator: ", "))"))
            }
            return .success(.string(text))
        }
    }

    /// Checks a stored value against the parameter's type, range and choices, then the widget's
    /// own ``validation`` (dynamic options are checked by ``validate(_:options:)`` once they
    /// are known).
    public func validate(_ value: ConfigValue) -> Result<Void, ParameterError> {
        let checked = validateType(value)
        guard case .success = checked, let validation, let reason = validation(value) else { return checked }
        return .failure(ParameterError(parameter: name, message: reason))
    }

    private func validateType(_ value: ConfigValue) -> Result<Void, ParameterError> {
        let mismatch = ParameterError(parameter: name, message: "\(value) is not a \(typeName)")
        switch (kind, value) {
        case (.string, .string), (.dynamicOptions, .string), (.boolean, .boolean), (.number, .number), (.number, .integer):
            return .success(())
        case let (.integer(range), .integer(number)):
            if let range, !range.contains(number) {
                return .failure(ParameterError(parameter: name, message: "\(number) is outside \(range.lowerBound)...\(range.upperBound)"))
            }
            return .success(())
        case let (.choice(choices), .string(text)):
            return choices.contains { $0.value == text }
                ? .success(())
                : .failure(
                    ParameterError(parameter: name, message: "\"\(text)\" is not one of \(choices.map(\.value).joined(separator: ", "))"))
        default:
            return .failure(mismatch)
        }
    }

    /// Checks a value against dynamic options the provider supplied.
    public func validate(_ value: ConfigValue, options: [String]) -> Result<Void, ParameterError> {
        guard case let .string(text) = value, options.contains(text) else {
            return .failure(ParameterError(parameter: name, message: "\"\(value)\" is not one of \(options.joined(separator: ", "))"))
        }
        return .success(())
    }

    /// A short name of the value's type, for messages and `homescreen list`.
    public var typeName: String {
        switch kind {
        case .string: return "string"
        case let .integer(range): return range.map { "integer \($0.lowerBound)...\($0.upperBound)" } ?? "integer"
        case .boolean: return "boolean"
        case .number: return "number"
        case let .choice(choices): return "one of " + choices.map(\.value).joined(separator: "|")
        case .dynamicOptions: return "string (choices from the widget)"
        }
    }
}

/// A parameter value that was refused, and why.
public struct ParameterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The parameter's name.
    public var parameter: String
    /// What is wrong, and what is accepted.
    public var message: String
    /// The text logs and messages show.
    public var description: String { "\(parameter): \(message)" }

    /// An error about `parameter`.
    public init(parameter: String, message: String) {
        self.parameter = parameter
        self.message = message
    }
}
