import Foundation
import WidgetUI

/// Serves a catalog's widgets over the extension protocol: reads one request per line from
/// standard input, answers each on standard output, until input ends. This is what a Swift
/// widget bundle's extension executable runs (`ExtensionServer(catalog:).serve()`); its
/// providers and views are the bundle's own, unchanged.
public struct ExtensionServer: Sendable {
    /// The widgets served.
    public let catalog: WidgetCatalog
    /// The instances of its live widgets the host shows.
    private let attention = ServerAttention()

    /// A server of `catalog`'s widgets; ``serve()`` answers on standard input and output.
    public init(catalog: WidgetCatalog) {
        self.catalog = catalog
    }

    /// Answers requests from standard input until it ends. Requests are answered concurrently,
    /// each as soon as it is ready (the protocol allows answers in any order), so a slow widget
    /// never holds up another's answer; each answer line is written whole.
    public func serve() async {
        let output = AnswerWriter()
        attention.write(to: output)
        await withTaskGroup(of: Void.self) { group in
            while let line = readLine(strippingNewline: true) {
                // On the global executor: this loop blocks its thread reading, and a caller's
                // executor preference (a serial queue's) would leave answers waiting behind it.
                group.addTask(executorPreference: globalConcurrentExecutor) {
                    output.write(await answer(line: line))
                    for push in controlPushLines() { output.write(push) }
                }
            }
        }
    }

    /// Push lines for the controls' reloads this process's `ControlCenter.shared` was asked
    /// for since the last call (a control's or widget's intent asks it while answering), one
    /// per request, repeats dropped; ``serve()`` writes them after each answer.
    public func controlPushLines() -> [String] {
        var seen: Set<ControlCenter.Request> = []
        return ControlCenter.shared.takeRequests().compactMap { request in
            guard seen.insert(request).inserted else { return nil }
            return try? ExtensionControlPush(request).line()
        }
    }

    /// The answer line to a request line (an error answer when the request breaks the protocol).
    public func answer(line: String) async -> String {
        let request: ExtensionRequest
        do {
            request = try ExtensionRequest(line: line)
        } catch {
            return Self.line(ExtensionAnswer(id: 0, body: .error("bad request: \(error.description)")))
        }
        return Self.line(ExtensionAnswer(id: request.id, body: await result(of: request.body)))
    }

    private static func line(_ answer: ExtensionAnswer) -> String {
        (try? answer.line()) ?? #"{"version":1,"id":\#(answer.id),"result":{"kind":"error","message":"the answer could not be written"}}"#
    }

    /// What `call` answers.
    public func result(of call: ExtensionCall) async -> ExtensionResult {
        switch call {
        case let .describe(sizes):
            return .widgets(
                catalog.descriptors.map { describe($0, sizes: sizes) },
                controls: catalog.controls.map {
                    ExtensionControl(
                        control: $0.kind, displayName: $0.displayName, description: $0.description, preview: $0.preview([:]),
                        parameters: $0.parameters.map(Self.parameter), promptsForUserConfiguration: $0.promptsForUserConfiguration)
                },
                activities: catalog.activities.map {
                    ExtensionActivity(activity: $0.kind, displayName: $0.displayName, description: $0.description)
                })
        case let .placeholder(context):
            guard let provider = provider(context.widget) else { return unknown(context.widget) }
            return .entry(provider.placeholder(in: context.providerContext, environment: environment(context)))
        case let .snapshot(context):
            guard let provider = provider(context.widget) else { return unknown(context.widget) }
            do {
                return .entry(
                    try await provider.snapshot(
                        in: context.providerContext, environment: environment(context),
                        configuration: context.configuration))
            } catch {
                return .error(error.description)
            }
        case let .timeline(context):
            guard let provider = provider(context.widget) else { return unknown(context.widget) }
            do {
                return .timeline(
                    try await provider.timeline(
                        in: context.providerContext, environment: environment(context),
                        configuration: context.configuration))
            } catch {
                return .error(error.description)
            }
        case let .options(widget, name):
            guard let descriptor = catalog.descriptor(forKind: widget) else { return unknown(widget) }
            return await Self.options(of: name, in: descriptor.parameters, of: widget)
        case let .controlOptions(kind, name):
            guard let control = catalog.control(forKind: kind) else { return unknownControl(kind) }
            return await Self.options(of: name, in: control.parameters, of: kind)
        case .relevance:
            return .error("relevance is not supported by this extension (protocol \(ExtensionProtocol.version))")
        case let .performIntent(invocation):
            guard catalog.descriptor(forKind: invocation.widget) != nil || catalog.control(forKind: invocation.widget) != nil else {
                return unknown(invocation.widget)
            }
            switch await IntentRunner.perform(invocation) {
            case let .success(outcome): return .performed(outcome)
            case let .failure(failure): return .error(failure.description)
            }
        case let .attention(attendees):
            attention.attend(attendees.map(\.live), catalog: catalog)
            return .attending
        case let .controlValue(kind, configuration):
            guard let control = catalog.control(forKind: kind) else { return unknownControl(kind) }
            do {
                return .control(try await control.current(configuration))
            } catch {
                return .error(error.description)
            }
        case let .evaluateActivity(evaluation):
            guard let activity = catalog.activity(forKind: evaluation.activity) else {
                let offered = catalog.activities.map(\.kind).joined(separator: ", ")
                return .error("unknown activity \"\(evaluation.activity)\"; this extension offers \(offered)")
            }
            do {
                // This program's own kinds: evaluated here, as the host's `views(for:)` does.
                return .activity(try activity.views(for: evaluation.payload))
            } catch {
                return .error(error.message)
            }
        }
    }

    /// The environment `context`'s view resolves in: its own, with the layout container
    /// without margins when the widget disables them.
    private func environment(_ context: ExtensionContext) -> EnvironmentValues {
        var environment = context.environment
        if catalog.descriptor(forKind: context.widget)?.contentMarginsDisabled == true {
            environment.layoutContainer?.margins = .zero
        }
        return environment
    }

    private func provider(_ kind: String) -> AnyTimelineProvider? {
        catalog.descriptor(forKind: kind)?.provider
    }

    private func unknown(_ kind: String) -> ExtensionResult {
        .error("unknown widget \"\(kind)\"; this extension offers \(catalog.kinds.joined(separator: ", "))")
    }

    /// The instant a description's placeholders are made at: the reference date. A description
    /// is stored and used for as long as the program stays the same, so no instant would be
    /// the right one, and a placeholder is drawn redacted, showing none (the server reads no
    /// clock).
    public static let describeInstant = Date(timeIntervalSinceReferenceDate: 0)

    private func describe(_ descriptor: WidgetDescriptor, sizes: [String: ExtensionSize]) -> ExtensionWidget {
        var placeholders: [String: ArchivedEntry] = [:]
        for family in descriptor.supportedFamilies {
            guard let size = sizes[family.rawValue] else { continue }
            let context = ExtensionContext(
                widget: descriptor.kind, family: family, size: size, configuration: [:], date: Self.describeInstant,
                isPreview: false, colorScheme: "dark", timeZone: TimeZone.current.identifier,
                locale: Locale.current.identifier)
            placeholders[family.rawValue] = descriptor.provider.placeholder(in: context.providerContext, environment: environment(context))
        }
        return ExtensionWidget(
            widget: descriptor.kind, displayName: descriptor.displayName, description: descriptor.description,
            families: descriptor.supportedFamilies, contentMarginsDisabled: descriptor.contentMarginsDisabled,
            parameters: descriptor.parameters.map(Self.parameter), placeholders: placeholders,
            containerBackgroundRemovable: descriptor.containerBackgroundRemovable, build: descriptor.build, live: descriptor.live != nil,
            sources: descriptor.sources)
    }

    /// The choices of the parameter `name` among `parameters` (a widget's or a control's, of
    /// kind `kind`), when it has dynamic options.
    private static func options(of name: String, in parameters: [IntentParameter], of kind: String) async -> ExtensionResult {
        guard let parameter = parameters.first(where: { $0.name == name }), case let .dynamicOptions(options) = parameter.kind else {
            return .error("\(kind) has no parameter \"\(name)\" with dynamic options")
        }
        do {
            return .options(try await options.results())
        } catch {
            return .error(String(describing: error))
        }
    }

    private func unknownControl(_ kind: String) -> ExtensionResult {
        .error("unknown control \"\(kind)\"; this extension offers \(catalog.controls.map(\.kind).joined(separator: ", "))")
    }

    private static func parameter(_ parameter: IntentParameter) -> ExtensionParameter {
        let type: ExtensionParameter.ValueType
        switch parameter.kind {
        case .string: type = .string
        case let .integer(range): type = .integer(min: range?.lowerBound, max: range?.upperBound)
        case .boolean: type = .boolean
        case .number: type = .number
        case let .choice(choices): type = .choice(choices.map(\.value))
        case .dynamicOptions: type = .dynamicOptions
        }
        return ExtensionParameter(name: parameter.name, title: parameter.title, type: type, defaultValue: parameter.defaultValue)
    }
}
