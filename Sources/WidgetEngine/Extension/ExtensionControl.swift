import Archive

/// One control (iOS 18) in an extension's `describe` answer: its kind, names and the template
/// of its preview value (``ControlTemplate``, as the controls gallery shows it). Its current
/// value is asked with `controlValue` (with the parameter values the row keeps for it); a press
/// is a `performIntent` whose `widget` is the control's kind.
public struct ExtensionControl: Equatable, Sendable, Archivable {
    /// The control's kind.
    public var control: String
    /// The name the controls gallery shows.
    public var displayName: String
    /// What it does, for the gallery.
    public var description: String
    /// The control as its provider's preview value shows it.
    public var preview: ControlTemplate
    /// The parameters its configuration sheet sets (an `AppIntentControlConfiguration`'s), in
    /// the sheet's order; empty for a static control.
    public var parameters: [ExtensionParameter]
    /// True when the control's configuration sheet opens as it is added from the controls
    /// gallery (`.promptsForUserConfiguration()`; `"promptsForUserConfiguration": true`).
    public var promptsForUserConfiguration: Bool

    public init(
        control: String, displayName: String, description: String = "", preview: ControlTemplate, parameters: [ExtensionParameter] = [],
        promptsForUserConfiguration: Bool = false
    ) {
        self.parameters = parameters
        self.promptsForUserConfiguration = promptsForUserConfiguration
        self.control = control
        self.displayName = displayName
        self.description = description
        self.preview = preview
    }

    public static var blank: ExtensionControl { ExtensionControl(control: "", displayName: "", preview: .blank) }

    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("control", &control)
        try coder.field("displayName", &displayName)
        try coder.field("description", &description, default: "")
        try coder.field("preview", &preview)
        try coder.field("parameters", &parameters, default: [])
        try coder.field("promptsForUserConfiguration", &promptsForUserConfiguration, default: false)
    }
}
