/// One press to run: the widget it belongs to (which process runs it), the instance's
/// configuration, the intent as archived, and for a toggle the state it is switched to.
///
/// On the extension protocol it is the `performIntent` call: `{"kind": "performIntent",
/// "widget": "reminders", "intent": "…", "parameters": {…}, "value": true, "configuration": {…}}`.
public struct IntentInvocation: Equatable, Hashable, Sendable {
    /// The widget's kind.
    public var widget: String
    /// The intent and its parameters' values, as the view archived them.
    public var intent: IntentReference
    /// A toggle's new state (a ``SetValueIntent`` gets it as its `value`); nil for a button.
    public var value: Bool?
    /// The widget instance's configuration values.
    public var configuration: ConfigValues

    public init(widget: String, intent: IntentReference, value: Bool? = nil, configuration: ConfigValues = [:]) {
        self.widget = widget
        self.intent = intent
        self.value = value
        self.configuration = configuration
    }

    /// The press of `target` in a widget of kind `widget`; nil when it runs nothing (no
    /// intent).
    public init?(pressing target: PressTarget, widget: String, configuration: ConfigValues = [:]) {
        guard let intent = target.intent else { return nil }
        self.init(widget: widget, intent: intent, value: target.pressedValue, configuration: configuration)
    }
}

extension IntentInvocation: Archivable {
    public static var blank: IntentInvocation { IntentInvocation(widget: "", intent: .blank) }

    /// The intent's identifier and parameters sit beside the widget, as the protocol
    /// reserved them (`"intent": "<identifier>"`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("widget", &widget)
        try coder.field("intent", &intent.identifier)
        try coder.field("parameters", &intent.parameters, default: [:])
        try coder.field("value", &value, default: nil)
        try coder.field("configuration", &configuration, default: [:])
    }
}
