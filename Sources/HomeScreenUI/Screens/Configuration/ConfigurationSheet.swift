import Terminal
import WidgetEngine

/// The configuration sheet of one widget instance: its parameters in declaration order with
/// their values, edited in place.
///
/// ↑↓ (Tab, Shift-Tab) choose a parameter; ←→ (Space) change a choice or a boolean, or step an
/// integer; typing edits text and numbers at the cursor, with readline's keys (``TextLine``:
/// ←→ Home End, Ctrl-A E U W K, Alt-B F, Backspace, Delete); a paste goes in at the cursor;
/// Enter saves (so does `s` on a field that is not typed into); Esc cancels. Values that fail validation are
/// refused with the reason under their field, and nothing is saved.
struct ConfigurationSheet {
    /// What a key asks of the home screen.
    enum Action: Equatable {
        case none
        /// Save these values (the instance's whole configuration).
        case save(ConfigValues)
        case cancel
    }

    let instance: WidgetInstanceID
    /// The widget's display name.
    let title: String
    /// The values the instance has in the layout (parameters not given take their defaults).
    let stored: ConfigValues
    var fields: [ConfigurationField]
    /// The parameter the user is on.
    var selected = 0
    /// Why the last save was refused.
    var message: String?

    init(instance: WidgetInstance, descriptor: WidgetDescriptor) {
        self.instance = instance.id
        title = descriptor.displayName
        stored = instance.configuration
        fields = descriptor.parameters.map { parameter in
            ConfigurationField(parameter: parameter, value: instance.configuration[parameter.name] ?? parameter.defaultValue)
        }
    }

    /// The sheet of a control of the controls row (named by its kind), with the `values` the
    /// layout keeps for it.
    init(control descriptor: ControlDescriptor, values: ConfigValues) {
        instance = WidgetInstanceID(rawValue: descriptor.kind)
        title = descriptor.displayName
        stored = values
        fields = descriptor.parameters.map { parameter in
            ConfigurationField(parameter: parameter, value: values[parameter.name] ?? parameter.defaultValue)
        }
    }

    /// Handles one key.
    mutating func handle(_ key: Key) -> Action {
        guard fields.indices.contains(selected) else { return key == .escape ? .cancel : .none }
        if fields[selected].edit(key) { return .none }
        switch key {
        case .escape:
            return .cancel
        case .enter:
            return save()
        case .up, .backTab:
            selected = max(0, selected - 1)
        case .down, .tab:
            selected = min(fields.count - 1, selected + 1)
        case .left:
            fields[selected].step(-1)
        case .right:
            fields[selected].step(1)
        case .character(" ") where !fields[selected].isText:
            fields[selected].step(1)
        case .character("s") where !fields[selected].isText:
            return save()
        case let .character(character):
            fields[selected].type(character)
        default:
            break
        }
        return .none
    }

    /// Pasted text, typed into the selected field at its cursor when it takes text (a choice
    /// ignores it); line breaks are left out.
    mutating func paste(_ text: String) {
        guard fields.indices.contains(selected), fields[selected].isText else { return }
        for character in text where !character.isNewline { fields[selected].type(character) }
    }

    /// The values to save, or nothing (with the reasons shown) when any fails validation.
    mutating func save() -> Action {
        var values = stored
        var refused: [String] = []
        for index in fields.indices {
            let field = fields[index]
            switch field.validated() {
            case let .failure(error):
                fields[index].message = error.message
                refused.append("\(field.parameter.title): \(error.message)")
            case let .success(value):
                fields[index].message = nil
                if value != (stored[field.parameter.name] ?? field.parameter.defaultValue) { values[field.parameter.name] = value }
            }
        }
        if let first = refused.first {
            message = "Not saved: " + first
            if let index = fields.firstIndex(where: { $0.message != nil }) { selected = index }
            return .none
        }
        return .save(values)
    }

    /// The look-ups of the dynamic parameters' choices to ask for, each field marked as
    /// loading its choices.
    mutating func requestOptions() -> [(parameter: String, provider: any DynamicOptionsProvider)] {
        var requests: [(parameter: String, provider: any DynamicOptionsProvider)] = []
        for index in fields.indices {
            guard case let .dynamicOptions(provider) = fields[index].parameter.kind else { continue }
            fields[index].options = .loading
            requests.append((fields[index].parameter.name, provider))
        }
        return requests
    }

    /// Takes the choices looked up for `parameter`; an answer no field waits for is ignored.
    mutating func receiveOptions(_ result: Result<[String], ProviderFailure>, for parameter: String) {
        guard let index = fields.firstIndex(where: { $0.parameter.name == parameter && $0.options == .loading }) else { return }
        switch result {
        case let .success(choices):
            fields[index].options = .loaded(choices)
            fields[index].message = choices.isEmpty ? "the widget offers no choices" : nil
        case let .failure(failure):
            fields[index].options = .failed(failure.description)
            fields[index].message = "choices could not be loaded: \(failure.description)"
        }
    }
}
