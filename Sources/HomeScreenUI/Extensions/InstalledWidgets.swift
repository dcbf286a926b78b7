import WidgetEngine

/// The widgets of the installed extensions, ready to add to a catalog, and the problems found
/// on the way ("extension hello: …"), for `homescreen check` and the home screen's problems.
public struct InstalledWidgets: Sendable {
    /// The widgets, by extension name, then in the order each extension described them.
    public var descriptors: [WidgetDescriptor] = []
    /// The extension each widget kind comes from.
    public var extensionOfKind: [String: String] = [:]
    /// One line per extension (or widget) left out, and why.
    public var problems: [String] = []

    /// No widgets and no problems.
    public init() {}
}
