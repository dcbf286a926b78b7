import WidgetEngine

/// The widgets of the installed extensions, ready to add to a catalog, and the problems found
/// on the way ("extension hello: …"), for `homescreen check` and the home screen's problems.
public struct InstalledWidgets: Sendable {
    /// The widgets, by extension name, then in the order each extension described them.
    public var descriptors: [WidgetDescriptor] = []
    /// The controls the extensions offer (iOS 18), served by their programs.
    public var controls: [ControlDescriptor] = []
    /// The live activities the extensions declare, their views evaluated by their programs.
    public var activities: [ActivityDescriptor] = []
    /// The extension each widget kind comes from.
    public var extensionOfKind: [String: String] = [:]
    /// One line per extension (or widget) left out, and why.
    public var problems: [String] = []
    /// The clients that serve ``descriptors``, one per extension: the home screen stops them
    /// when it quits (a program busy in a loop would not see its input end, and would run on).
    public var clients: [ExtensionClient] = []

    /// Stops every extension program still running (what is under way fails).
    public func stopAll() {
        for client in clients { client.stop() }
    }

    /// No widgets and no problems.
    public init() {}
}
