import Terminal
import WidgetEngine

/// One parameter on the configuration sheet: the value being edited, its choices and what is
/// wrong with it.
///
/// Strings, integers and numbers are typed (``text``); enums, dynamic options and booleans are
/// chosen (``value``). An integer field takes digits (and a leading minus when its range allows
/// negatives); ←→ step it within its range.
struct ConfigurationField {
    /// Where a dynamic parameter's choices stand.
    enum Options: Equatable {
        /// Not a parameter with dynamic choices.
        case none
        /// Asked for, not answered yet.
        case loading
        case loaded([String])
        case failed(String)
    }

    let parameter: IntentParameter
    /// The value the instance has (stored or default).
    let initial: ConfigValue
    /// The chosen value (enums, booleans, dynamic options).
    var value: ConfigValue
    /// The typed text (strings, integers, numbers) and its cursor.
    var line: TextLine
    var options: Options = .none
    /// Why the value cannot be saved, shown under the field.
    var message: String?

    init(parameter: IntentParameter, value: ConfigValue) {
        self.parameter = parameter
        self.initial = value
        self.value = value
        switch value {
        case let .string(string): line = TextLine(string)
        default: line = TextLine(value.description)
        }
    }

    /// The typed text (strings, integers, numbers); set, the cursor goes to its end.
    var text: String {
        get { line.text }
        set { line = TextLine(newValue) }
    }

    /// True when the field is typed into.
    var isText: Bool {
        switch parameter.kind {
        case .string, .integer, .number: return true
        case .boolean, .choice, .dynamicOptions: return false
        }
    }

    /// Types `character` at the cursor (text fields only; integers take digits and a leading
    /// minus).
    mutating func type(_ character: Character) {
        switch parameter.kind {
        case .string:
            line.insert(String(character))
        case let .integer(range):
            let allowsMinus = (range?.lowerBound ?? -1) < 0
            let leadingMinus = character == "-" && line.cursor == 0 && !text.hasPrefix("-") && allowsMinus
            guard character.isASCII, character.isNumber || leadingMinus else {
                message = "type digits"
                return
            }
            line.insert(String(character))
        case .number:
            guard character.isASCII, character.isNumber || ".-+eE".contains(character) else {
                message = "type a number"
                return
            }
            line.insert(String(character))
        default:
            return
        }
        revalidate()
    }

    /// An editing key in a text field (``TextLine``: the cursor, Backspace, Ctrl-W…); false
    /// when the field is not typed into or the key is not one. In an integer field ← → step
    /// the number instead.
    mutating func edit(_ key: Key) -> Bool {
        guard isText else { return false }
        let isInteger = if case .integer = parameter.kind { true } else { false }
        let before = text
        guard line.handle(key, movesByCharacter: !isInteger) else { return false }
        if text != before { revalidate() }
        return true
    }

    /// ←→ and Space: the previous or next choice, toggles a boolean, steps an integer within
    /// its range.
    mutating func step(_ delta: Int) {
        switch parameter.kind {
        case .boolean:
            if case let .boolean(flag) = value { value = .boolean(!flag) }
        case let .choice(choices):
            cycle(through: choices.map(\.value), by: delta)
        case .dynamicOptions:
            guard case let .loaded(choices) = options, !choices.isEmpty else { return }
            cycle(through: choices, by: delta)
        case let .integer(range):
            var number = Int(text) ?? (range?.lowerBound ?? 0)
            number += delta
            if let range { number = min(max(number, range.lowerBound), range.upperBound) }
            text = String(number)
        case .string, .number:
            return
        }
        revalidate()
    }

    private mutating func cycle(through choices: [String], by delta: Int) {
        guard !choices.isEmpty else { return }
        let current = choices.firstIndex { ConfigValue.string($0) == value }
        let next = current.map { (($0 + delta) % choices.count + choices.count) % choices.count } ?? 0
        value = .string(choices[next])
    }

    /// The value to save, or why it cannot be saved.
    func validated() -> Result<ConfigValue, ParameterError> {
        switch parameter.kind {
        case .string:
            return parameter.validate(.string(text)).map { .string(text) }
        case .integer, .number:
            return parameter.parse(text)
        case .boolean, .choice:
            return parameter.validate(value).map { value }
        case .dynamicOptions:
            // An unchanged value is kept even when the choices are unknown or no longer list it.
            guard value != initial else { return .success(value) }
            guard case let .loaded(choices) = options else {
                return .failure(ParameterError(parameter: parameter.name, message: "its choices are not known yet"))
            }
            return parameter.validate(value, options: choices).map { value }
        }
    }

    /// Updates ``message`` from the current value.
    mutating func revalidate() {
        if case let .failure(error) = validated() { message = error.message } else { message = nil }
    }

    /// The value as the sheet shows it.
    var display: String {
        switch parameter.kind {
        case .string, .integer, .number:
            return text
        case .boolean:
            return value == .boolean(true) ? "[x] on" : "[ ] off"
        case let .choice(choices):
            let title = choices.first { ConfigValue.string($0.value) == value }?.title ?? value.description
            return "‹ \(title) ›"
        case .dynamicOptions:
            let shown = value.description.isEmpty ? "(none)" : value.description
            switch options {
            case .loading: return "‹ \(shown) › loading choices…"
            case let .loaded(choices): return "‹ \(shown) › \(choices.count) choice\(choices.count == 1 ? "" : "s")"
            case .failed, .none: return shown
            }
        }
    }
}
