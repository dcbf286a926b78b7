import Archive
import Foundation

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
    /// When it was pressed, on the host's clock (a virtual one under `--clock` and in tests):
    /// the intent reads it as ``PressClock/pressedAt``; nil when the host did not say.
    public var date: Date?

    public init(widget: String, intent: IntentReference, value: Bool? = nil, configuration: ConfigValues = [:], date: Date? = nil) {
        self.widget = widget
        self.intent = intent
        self.value = value
        self.configuration = configuration
        self.date = date
    }

    /// The press of `target` in a widget of kind `widget` at `date`; nil when it runs nothing
    /// (no intent).
    public init?(pressing target: PressTarget, widget: String, configuration: ConfigValues = [:], date: Date? = nil) {
        guard let intent = target.intent else { return nil }
        self.init(widget: widget, intent: intent, value: target.pressedValue, configuration: configuration, date: date)
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
        try coder.field("date", &date, default: nil)
    }
}
