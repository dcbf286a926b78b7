import Foundation
import WidgetUI

/// The widgets an extension offers, as descriptors the host places, previews and configures
/// like its own: each provider's calls go to the extension's program through its
/// ``ExtensionClient``; placeholders come with the description, so drawing never waits on it.
public enum ExtensionCatalog {
    /// Asks the extension to describe itself at `profile`'s family sizes.
    public static func descriptors(from client: ExtensionClient, profile: DeviceProfile = .iPhone) async
        -> Result<[WidgetDescriptor], ExtensionFailure>
    {
        await describe(client, profile: profile).map { descriptors($0, client: client) }
    }

    /// Asks the extension to describe itself at `profile`'s family sizes and answers the
    /// widgets as it described them: what a host stores, to make descriptors of later with
    /// ``descriptors(_:client:)`` without starting the program.
    public static func describe(_ client: ExtensionClient, profile: DeviceProfile = .iPhone) async
        -> Result<[ExtensionWidget], ExtensionFailure>
    {
        await describeAll(client, profile: profile).map(\.widgets)
    }

    /// ``describe(_:profile:)``'s widgets with the controls and live activities the extension
    /// offers beside them.
    public static func describeAll(_ client: ExtensionClient, profile: DeviceProfile = .iPhone) async
        -> Result<(widgets: [ExtensionWidget], controls: [ExtensionControl], activities: [ExtensionActivity]), ExtensionFailure>
    {
        var sizes: [String: ExtensionSize] = [:]
        for family in WidgetFamily.allCases { sizes[family.rawValue] = ExtensionSize(family, on: profile) }
        switch await client.request(.describe(sizes: sizes)) {
        case let .failure(failure):
            return .failure(failure)
        case let .success(.widgets(widgets, controls, activities)):
            return .success((widgets, controls, activities))
        case let .success(other):
            return .failure(.protocolViolation("describe was answered with \(other.kindName)"))
        }
    }

    /// The control an extension described, as a descriptor the controls row shows: its value is
    /// asked of the program with `controlValue`, its press runs there as `performIntent`.
    public static func descriptor(_ control: ExtensionControl, client: ExtensionClient) -> ControlDescriptor {
        let kind = control.control
        let preview = control.preview
        let parameters = control.parameters.map { parameter($0, client: client) { .controlOptions(control: kind, parameter: $0) } }
        var descriptor = ControlDescriptor(
            kind: kind, displayName: control.displayName, description: control.description, parameters: { parameters },
            preview: { _ in preview },
            current: { values throws(ProviderFailure) in
                switch await client.request(.controlValue(control: kind, configuration: values)) {
                case let .success(.control(template)): return template
                case let .success(other): throw .extensionFailed("the extension answered controlValue with \(other.kindName)")
                case let .failure(.answeredError(message)): throw .threw(message)
                case let .failure(failure): throw .extensionFailed(failure.description)
                }
            },
            perform: { invocation in await ProviderProcess.extensionProgram(client, kind: kind).perform(invocation) })
        descriptor.promptsForUserConfiguration = control.promptsForUserConfiguration
        return descriptor
    }

    /// `descriptors` with every call into widget code made by `client`'s program instead of
    /// in this process: snapshots, timelines and parameter look-ups. The program must serve
    /// the same widgets (the bundled widgets and `homescreen-widgets` do). Names, families,
    /// parameters and placeholders stay the linked ones: the host knows them without asking,
    /// and drawing never waits on the program.
    public static func served(_ descriptors: [WidgetDescriptor], by client: ExtensionClient) -> [WidgetDescriptor] {
        descriptors.map { linked in
            let placeholder = linked.provider
            let provider = remoteProvider(kind: linked.kind, client: client) { context, environment in
                placeholder.placeholder(in: context, environment: environment)
            }
            // Listed when first asked for, as the linked descriptor's are (reflection is not free).
            let parameters: @Sendable () -> [IntentParameter] = {
                linked.parameters.map { parameter in
                    guard case .dynamicOptions = parameter.kind else { return parameter }
                    var remote = parameter
                    remote.kind = .dynamicOptions(
                        ExtensionOptions(client: client, call: .options(widget: linked.kind, parameter: parameter.name)))
                    return remote
                }
            }
            // Everything else is the linked descriptor's (its scheduling, whether it reloads only
            // on the page shown, where its configuration is kept).
            var served = linked
            served.provider = provider
            served.listParameters = ParameterList.once(parameters)
            if let live = linked.live {
                served.live = remoteLive(kind: linked.kind, client: client, keepsRunning: live.keepsRunning, wants: live.wants)
            }
            return served
        }
    }

    /// Descriptors of widgets an extension described (now or at an earlier run), whose
    /// providers call the program through `client`; nothing starts until a provider is asked.
    public static func descriptors(_ widgets: [ExtensionWidget], client: ExtensionClient) -> [WidgetDescriptor] {
        widgets.map { descriptor($0, client: client) }
    }

    static func descriptor(_ widget: ExtensionWidget, client: ExtensionClient) -> WidgetDescriptor {
        let placeholders = widget.placeholders
        let provider = remoteProvider(kind: widget.widget, client: client) { context, _ in
            placeholders[context.family.rawValue] ?? ArchivedEntry(date: context.date, relevance: nil, view: ViewNode(.hidden))
        }
        let parameters = widget.parameters.map { parameter($0, client: client) { .options(widget: widget.widget, parameter: $0) } }
        var descriptor = WidgetDescriptor(
            kind: widget.widget, displayName: widget.displayName, description: widget.description,
            supportedFamilies: widget.families, contentMarginsDisabled: widget.contentMarginsDisabled,
            containerBackgroundRemovable: widget.containerBackgroundRemovable, parameters: parameters, provider: provider,
            build: widget.build)
        descriptor.sources = widget.sources
        // Every extension's pushes come back; only a live widget's program is told of attention.
        descriptor.live = remoteLive(kind: widget.widget, client: client, tellsAttention: widget.live)
        return descriptor
    }

    /// Live updates of `kind` made by `client`'s program: the pushes it writes come back, and
    /// with `tellsAttention` it is told which instances are shown (and kept running while any is).
    private static func remoteLive(
        kind: String, client: ExtensionClient, keepsRunning: Bool = false,
        wants: @escaping @Sendable (ConfigValues) -> Bool = { _ in true },
        tellsAttention: Bool = true
    ) -> LiveUpdates {
        LiveUpdates(keepsRunning: keepsRunning, wants: wants) { instances, sink in
            client.attend(kind: kind, instances: tellsAttention ? instances : [], sink: sink, tellsAttention: tellsAttention)
        }
    }

    /// A provider whose snapshots and timelines come from `client`'s program and whose
    /// placeholders come from `placeholder`, here.
    private static func remoteProvider(
        kind: String, client: ExtensionClient,
        placeholder: @escaping @Sendable (TimelineProviderContext, EnvironmentValues) -> ArchivedEntry
    ) -> AnyTimelineProvider {
        AnyTimelineProvider(placeholder: placeholder, process: .extensionProgram(client, kind: kind))
    }

    /// `parameter` as the sheet lists it; its dynamic choices are asked of `client`'s program
    /// with the call `options` makes of the parameter's name (a widget's or a control's).
    private static func parameter(
        _ parameter: ExtensionParameter, client: ExtensionClient, options: (String) -> ExtensionCall
    ) -> IntentParameter {
        let kind: IntentParameter.Kind
        switch parameter.type {
        case .string: kind = .string
        case let .integer(low, high): kind = .integer(low.flatMap { low in high.map { low...max(low, $0) } })
        case .boolean: kind = .boolean
        case .number: kind = .number
        case let .choice(values): kind = .choice(values.map { (value: $0, title: $0) })
        case .dynamicOptions: kind = .dynamicOptions(ExtensionOptions(client: client, call: options(parameter.name)))
        }
        return IntentParameter(name: parameter.name, title: parameter.title, kind: kind, defaultValue: parameter.defaultValue)
    }
}

extension ExtensionResult {
    /// The answer's kind, as errors name it.
    var kindName: String {
        switch self {
        case .widgets: "widgets"
        case .entry: "entry"
        case .timeline: "timeline"
        case .options: "options"
        case .error: "error"
        case .performed: "performed"
        case .attending: "attending"
        case .control: "control"
        case .activity: "activity"
        }
    }
}
