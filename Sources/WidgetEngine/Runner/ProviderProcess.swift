/// Where a widget's snapshots and timelines are made: the one place a call into widget code
/// leaves the host, or stays in it. ``inProcess(_:)`` runs the linked provider in this process;
/// ``extensionProgram(_:kind:)`` asks the widget's program (an installed extension, or this binary
/// serving the linked widgets) through its supervisor, ``ExtensionClient``. A timeline is
/// checked against ``ArchiveLimits`` once, whichever way it came (``ArchiveLimits/check(_:)``).
///
/// Placeholders never leave: they come with the linked code or with the extension's
/// description, so drawing never waits on a program.
public enum ProviderProcess: Sendable {
    /// Made here, by the widget's linked provider.
    case inProcess(InProcessProvider)
    /// Made by the program `client` supervises, for the widget of kind `kind`.
    case extensionProgram(ExtensionClient, kind: String)

    /// The gallery's snapshot, archived.
    func snapshot(in context: TimelineProviderContext, environment: EnvironmentValues, configuration: ConfigValues)
        async throws(ProviderFailure) -> ArchivedEntry
    {
        switch self {
        case let .inProcess(provider):
            return try await provider.snapshot(context, environment, configuration)
        case let .extensionProgram(client, kind):
            let call = ExtensionCall.snapshot(
                ExtensionContext(kind: kind, configuration: configuration, context: context, environment: environment))
            guard case let .entry(entry) = try await Self.answer(call, from: client) else {
                throw .extensionFailed("the extension answered snapshot with something else than an entry")
            }
            return entry
        }
    }

    /// The timeline, every entry archived, checked against `limits`.
    func timeline(
        in context: TimelineProviderContext, environment: EnvironmentValues, configuration: ConfigValues, limits: ArchiveLimits
    ) async throws(ProviderFailure) -> ArchivedTimeline {
        switch self {
        case let .inProcess(provider):
            // Checked while it is archived: a timeline far over a limit stops there.
            return try await provider.timeline(context, environment, configuration, limits)
        case let .extensionProgram(client, kind):
            let call = ExtensionCall.timeline(
                ExtensionContext(kind: kind, configuration: configuration, context: context, environment: environment))
            guard case let .timeline(timeline) = try await Self.answer(call, from: client) else {
                throw .extensionFailed("the extension answered timeline with something else than a timeline")
            }
            try limits.check(timeline)
            return timeline
        }
    }

    private static func answer(_ call: ExtensionCall, from client: ExtensionClient) async throws(ProviderFailure) -> ExtensionResult {
        switch await client.request(call) {
        case let .success(result): return result
        case let .failure(failure): throw .extensionFailed(failure.description)
        }
    }
}
