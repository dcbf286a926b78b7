/// The widget kinds a host knows, by kind string, checked when registered.
public struct WidgetCatalog: Sendable {
    /// A problem with a widget's declaration, found when it is registered.
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// The kind that could not be added.
        public var kind: String
        /// Why.
        public var message: String
        /// The text logs and messages show.
        public var description: String { "widget \"\(kind)\": \(message)" }
    }

    /// The widgets, in registration order.
    public private(set) var descriptors: [WidgetDescriptor] = []
    /// Widgets refused at registration, with the reason.
    public private(set) var problems: [Problem] = []
    /// The controls (iOS 18), in registration order.
    public private(set) var controls: [ControlDescriptor] = []
    /// Each kind's index in ``descriptors`` (the engine looks kinds up per instance).
    private var indexByKind: [String: Int] = [:]

    /// A catalog of `descriptors` and `controls`; invalid ones are set aside in ``problems``.
    public init(_ descriptors: [WidgetDescriptor], controls: [ControlDescriptor] = []) {
        for descriptor in descriptors { register(descriptor) }
        for control in controls { register(control) }
    }

    /// Adds a control, or records why it cannot be added: an empty kind, or a control kind
    /// already registered.
    public mutating func register(_ control: ControlDescriptor) {
        if control.kind.isEmpty {
            problems.append(Problem(kind: control.kind, message: "the control's kind string is empty"))
        } else if self.control(forKind: control.kind) != nil {
            problems.append(Problem(kind: control.kind, message: "the control kind is declared twice; the first is kept"))
        } else {
            controls.append(control)
        }
    }

    /// The control of `kind`.
    public func control(forKind kind: String) -> ControlDescriptor? {
        controls.first { $0.kind == kind }
    }

    /// Adds a widget, or records why it cannot be added: an empty kind, no families, or a
    /// kind already registered.
    public mutating func register(_ descriptor: WidgetDescriptor) {
        if let activity = descriptor.activity {
            registerActivity(activity)
        } else if descriptor.kind.isEmpty {
            problems.append(Problem(kind: descriptor.kind, message: "the kind string is empty"))
        } else if descriptor.supportedFamilies.isEmpty {
            problems.append(Problem(kind: descriptor.kind, message: "supportedFamilies is empty; list at least one family"))
        } else if self.descriptor(forKind: descriptor.kind) != nil {
            problems.append(Problem(kind: descriptor.kind, message: "the kind is declared twice; the first is kept"))
        } else {
            indexByKind[descriptor.kind] = descriptors.count
            descriptors.append(descriptor)
        }
    }

    /// Gives `build` to every widget that does not say which build it is: the linked
    /// widgets, built with the program (see ``WidgetDescriptor/build``).
    public mutating func stampBuild(_ build: String) {
        for index in descriptors.indices where descriptors[index].build == nil { descriptors[index].build = build }
    }

    /// The widget of `kind`.
    public func descriptor(forKind kind: String) -> WidgetDescriptor? {
        indexByKind[kind].map { descriptors[$0] }
    }

    /// What the widget of `kind` says of its live content (``WidgetDescriptor/live``), read
    /// without copying the rest of its descriptor.
    public func live(forKind kind: String) -> LiveUpdates? {
        indexByKind[kind].flatMap { descriptors[$0].live }
    }

    /// The live activities the bundles declare, in registration order.
    public private(set) var activities: [ActivityDescriptor] = []

    /// The live activity of `kind`.
    public func activity(forKind kind: String) -> ActivityDescriptor? {
        activities.first { $0.kind == kind }
    }

    /// Adds a live activity (an extension's), or records why not: a kind already registered.
    public mutating func registerActivity(_ activity: ActivityDescriptor) {
        if self.activity(forKind: activity.kind) != nil {
            problems.append(Problem(kind: activity.kind, message: "the live activity is declared twice; the first is kept"))
        } else {
            activities.append(activity)
        }
    }

    /// Every kind, in registration order.
    public var kinds: [String] { descriptors.map(\.kind) }
}
