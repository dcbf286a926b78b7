import Archive

/// What a button or a toggle runs when pressed, as the archive keeps it: the intent's type
/// identifier and the values of its parameters at the time the view was resolved. The host
/// presses it without running widget code: it hands the reference to the widget's process
/// (the extension protocol's `performIntent`), which makes the intent again from it and
/// calls its `perform()`.
///
/// `{"identifier": "7Widgets10ToggleTodoV", "parameters": {"line": {"kind": "integer", "value": 3}}}`
public struct IntentReference: Hashable, Sendable {
    /// The intent's type: a Swift intent's mangled type name (what the runtime finds it by);
    /// in an extension written in another language, any name its program recognises.
    public var identifier: String
    /// The parameters' values by name; a parameter without a value (an optional one that is
    /// nil) is left out.
    public var parameters: [String: ConfigValue]

    /// A reference to the intent `identifier` with `parameters`.
    public init(identifier: String, parameters: [String: ConfigValue] = [:]) {
        self.identifier = identifier
        self.parameters = parameters
    }
}

extension IntentReference: Archivable {
    public static var blank: IntentReference { IntentReference(identifier: "") }

    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("identifier", &identifier)
        try coder.field("parameters", &parameters, default: [:])
    }
}
