import Foundation
import WidgetEngine

/// One `<xbar.var>` of a plugin: a variable the user sets, passed to the plugin in its
/// environment. `string(VAR_NAME="default"): What it is.`, `number(VAR_COUNT=5): …`,
/// `boolean(VAR_DARK=false): …` or `select(VAR_UNIT="C"): Unit. [C, F]`.
///
/// It is a parameter of the plugin's widget (the configuration sheet edits it), stored beside
/// the plugin in `{file}.vars.json` as xbar stores it.
public struct PluginVariable: Equatable, Sendable {
    /// The variable's type.
    public enum Kind: String, Equatable, Sendable {
        case string, number, boolean, select
    }

    public var kind: Kind
    /// The environment variable's name (`VAR_NAME`).
    public var name: String
    /// The default, as written (`""` when none is given).
    public var defaultValue: String
    /// What it is, for the configuration sheet.
    public var description: String
    /// A `select`'s choices.
    public var options: [String]

    public init(kind: Kind, name: String, defaultValue: String, description: String, options: [String] = []) {
        self.kind = kind
        self.name = name
        self.defaultValue = defaultValue
        self.description = description
        self.options = options
    }

    /// Reads the text between `<xbar.var>` and `</xbar.var>`, or says what is wrong with it.
    public static func parse(_ text: String) -> Result<PluginVariable, PluginProblem> {
        guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close else {
            return .failure(PluginProblem("expected type(NAME=default): description, got \"\(text)\""))
        }
        let typeName = text[..<open].trimmingCharacters(in: .whitespaces).lowercased()
        guard let kind = Kind(rawValue: typeName) else {
            return .failure(PluginProblem("\"\(typeName)\" is not a type (string, number, boolean or select)"))
        }
        let inside = text[text.index(after: open)..<close]
        let parts = inside.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        let name = parts.first ?? ""
        guard !name.isEmpty, name.range(of: #"^[A-Za-z_][A-Za-z0-9_]*$"#, options: .regularExpression) != nil else {
            return .failure(PluginProblem("\"\(name)\" is not a variable name"))
        }
        let value = parts.count > 1 ? parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) : ""
        var description = text[text.index(after: close)...].trimmingCharacters(in: .whitespaces)
        if description.hasPrefix(":") { description = description.dropFirst().trimmingCharacters(in: .whitespaces) }
        var options: [String] = []
        if kind == .select, let start = description.lastIndex(of: "["), let end = description.lastIndex(of: "]"), start < end {
            options = description[description.index(after: start)..<end].split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
            }.filter { !$0.isEmpty }
            description = description[..<start].trimmingCharacters(in: .whitespaces)
        }
        if kind == .number, !value.isEmpty, Double(value) == nil {
            return .failure(PluginProblem("\(name): \"\(value)\" is not a number"))
        }
        if kind == .boolean, !value.isEmpty, !["true", "false"].contains(value.lowercased()) {
            return .failure(PluginProblem("\(name): \"\(value)\" is not true or false"))
        }
        return .success(PluginVariable(kind: kind, name: name, defaultValue: value, description: description, options: options))
    }

    /// The widget parameter it is: its default from `stored` (the `.vars.json` value) when
    /// there is one, else its own.
    public func parameter(stored: ConfigValue?) -> IntentParameter {
        let title = description.isEmpty ? name : "\(description) (\(name))"
        let kind: IntentParameter.Kind
        var fallback: ConfigValue
        switch self.kind {
        case .string:
            kind = .string
            fallback = .string(defaultValue)
        case .number:
            kind = .number
            fallback = .number(Double(defaultValue) ?? 0)
        case .boolean:
            kind = .boolean
            fallback = .boolean(defaultValue.lowercased() == "true")
        case .select:
            let choices = options.isEmpty ? [defaultValue] : options
            kind = .choice(choices.map { (value: $0, title: $0) })
            fallback = .string(choices.contains(defaultValue) ? defaultValue : choices.first ?? "")
        }
        if let stored, let coerced = Self.coerce(stored, to: self.kind) { fallback = coerced }
        return IntentParameter(name: name, title: title, kind: kind, defaultValue: fallback)
    }

    /// `value` as a value of `kind` (a number stored as text, "true" as a flag); nil when it
    /// cannot be one.
    static func coerce(_ value: ConfigValue, to kind: Kind) -> ConfigValue? {
        switch (kind, value) {
        case (.string, .string), (.select, .string), (.number, .number), (.boolean, .boolean): return value
        case let (.number, .integer(number)): return .number(Double(number))
        case let (.number, .string(text)): return Double(text).map(ConfigValue.number)
        case let (.boolean, .string(text)):
            return ["true", "false"].contains(text.lowercased()) ? .boolean(text.lowercased() == "true") : nil
        case (.string, _), (.select, _): return .string(PluginVariable.environmentText(value))
        default: return nil
        }
    }

    /// A value as the plugin reads it in its environment: text as it is, flags `true`/`false`,
    /// whole numbers without a fraction.
    public static func environmentText(_ value: ConfigValue) -> String {
        switch value {
        case let .string(text): return text
        case let .integer(number): return String(number)
        case let .boolean(flag): return flag ? "true" : "false"
        case let .number(number):
            return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        }
    }
}

/// Something wrong in a plugin's file, its output or its stored variables, in the words a
/// user reads.
public struct PluginProblem: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
