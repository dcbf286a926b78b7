/// Everything the host knows about one kind of widget: its names, families and provider.
public struct WidgetDescriptor: Sendable {
    /// The kind string that identifies the widget in layouts and on the command line.
    public var kind: String
    /// The gallery name.
    public var displayName: String
    /// The gallery description.
    public var description: String
    /// The families it comes in (small, medium and large unless it says).
    public var supportedFamilies: [WidgetFamily]
    /// True when content reaches the edges.
    public var contentMarginsDisabled: Bool
    /// True (the default) when the accented and vibrant rendering modes may remove the
    /// container background (`containerBackgroundRemovable(_:)`).
    public var containerBackgroundRemovable: Bool
    /// The parameters a user can set, in declaration order (empty for a static widget).
    /// Worked out when asked for: they are found by reflecting on the intent, which costs a
    /// search of the program's protocol conformances for each parameter's type, and the home
    /// screen needs them only to check a layout's configuration values or to show a
    /// configuration sheet.
    public var parameters: [IntentParameter] {
        get { listParameters() }
        set { listParameters = { newValue } }
    }
    /// True when the widget reloads only while on the page shown (network widgets): a reload
    /// that comes due while it is on another page waits, asking for nothing and waking
    /// nothing, until its page is shown (``WidgetConfiguration/reloadsOnlyOnPageShown()``).
    public var reloadsOnlyOnPageShown = false
    /// The provider, type-erased, archiving each entry's view as it arrives.
    public var provider: AnyTimelineProvider
    /// Pushes content to its instances while they are on the page shown (nil: it has no live
    /// updates; see ``LiveUpdates``).
    public var live: LiveUpdates?
    /// When its reloads run and whether they are charged (standard for WidgetKit widgets).
    public var scheduling = WidgetScheduling.standard
    /// Keeps an instance's configuration where the widget keeps it too, besides the layout
    /// (a script plugin's `.vars.json`); called when the user saves it. Nil: nowhere else.
    public var configurationStore: (@Sendable (ConfigValues) throws -> Void)?
    /// Which build of the widget's code this is (nil: unknown): an extension's own `build`
    /// (or its program's size and modification time), the program's for linked widgets. A
    /// start trusts a cached timeline only when it was made by the same build.
    public var build: String?
    /// Files and folders every instance reads besides those its parameters name (`~` and
    /// `$XDG_…_HOME` allowed): the home screen watches them as it watches path parameters,
    /// and reloads the instances when one changes (an extension's `sources`).
    public var sources: [String] = []
    /// A live activity declared in the bundle (``ActivityConfiguration``): the catalog keeps
    /// it among ``WidgetCatalog/activities``, never as a widget.
    public var activity: ActivityDescriptor?
    var listParameters: @Sendable () -> [IntentParameter]

    /// A descriptor listing `parameters`.
    public init(
        kind: String, displayName: String? = nil, description: String = "",
        supportedFamilies: [WidgetFamily] = WidgetFamily.defaultFamilies, contentMarginsDisabled: Bool = false,
        containerBackgroundRemovable: Bool = true, parameters: [IntentParameter] = [], provider: AnyTimelineProvider,
        build: String? = nil
    ) {
        self.init(
            kind: kind, displayName: displayName, description: description, supportedFamilies: supportedFamilies,
            contentMarginsDisabled: contentMarginsDisabled, containerBackgroundRemovable: containerBackgroundRemovable,
            parameters: { parameters }, provider: provider, build: build)
    }

    /// A descriptor whose parameters `parameters` lists when they are first asked for.
    init(
        kind: String, displayName: String? = nil, description: String = "",
        supportedFamilies: [WidgetFamily] = WidgetFamily.defaultFamilies, contentMarginsDisabled: Bool = false,
        containerBackgroundRemovable: Bool = true, parameters: @escaping @Sendable () -> [IntentParameter],
        provider: AnyTimelineProvider, build: String? = nil
    ) {
        self.build = build
        self.kind = kind
        self.displayName = displayName ?? kind
        self.description = description
        self.supportedFamilies = supportedFamilies
        self.contentMarginsDisabled = contentMarginsDisabled
        self.containerBackgroundRemovable = containerBackgroundRemovable
        self.listParameters = ParameterList.once(parameters)
        self.provider = provider
    }

    /// True when the widget comes in `family`.
    public func supports(_ family: WidgetFamily) -> Bool { supportedFamilies.contains(family) }
}

extension WidgetDescriptor {
    /// Parses `key=value` pairs into this widget's configuration values, with each value
    /// checked against its parameter.
    public func parseConfiguration(_ pairs: [String]) -> Result<ConfigValues, ParameterError> {
        var values: ConfigValues = [:]
        let parameters = self.parameters
        for pair in pairs {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty else {
                return .failure(ParameterError(parameter: pair, message: "expected key=value"))
            }
            guard let parameter = parameters.first(where: { $0.name == parts[0] }) else {
                let known =
                    parameters.isEmpty
                    ? "this widget has no parameters" : "the parameters are \(parameters.map(\.name).joined(separator: ", "))"
                return .failure(ParameterError(parameter: parts[0], message: "no such parameter; \(known)"))
            }
            switch parameter.parse(parts[1]) {
            case let .success(value): values[parameter.name] = value
            case let .failure(error): return .failure(error)
            }
        }
        return .success(values)
    }
}
