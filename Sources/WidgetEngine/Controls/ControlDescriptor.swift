import Foundation

/// Everything the host knows about one kind of control: its names and how to get its
/// template and run its presses. Made from a ``ControlWidget``'s configuration, or from an
/// extension's `describe` answer.
public struct ControlDescriptor: Sendable {
    /// The kind string that identifies the control in the layout file.
    public var kind: String
    /// The gallery name.
    public var displayName: String
    /// The gallery description.
    public var description: String
    /// The parameters a user can set (empty for a static control).
    public var parameters: [IntentParameter] { listParameters() }
    /// True when the control asks for its configuration as it is added.
    public var promptsForUserConfiguration = false
    /// The template the gallery shows: the provider's preview value, quickly, no side effects.
    public var preview: @Sendable (ConfigValues) -> ControlTemplate
    /// The template now: the provider's current value (asked when the control is shown,
    /// reloaded or pressed).
    public var current: @Sendable (ConfigValues) async throws(ProviderFailure) -> ControlTemplate
    /// Runs a press of the control (in this process, or in its extension's).
    public var perform: @Sendable (IntentInvocation) async -> Result<IntentOutcome, IntentFailure>
    var listParameters: @Sendable () -> [IntentParameter]

    /// A control of `kind`; presses run in this process unless `perform` says otherwise.
    public init(
        kind: String, displayName: String? = nil, description: String = "",
        parameters: @escaping @Sendable () -> [IntentParameter] = { [] },
        preview: @escaping @Sendable (ConfigValues) -> ControlTemplate,
        current: @escaping @Sendable (ConfigValues) async throws(ProviderFailure) -> ControlTemplate,
        perform: @escaping @Sendable (IntentInvocation) async -> Result<IntentOutcome, IntentFailure> = { await IntentRunner.perform($0) }
    ) {
        self.kind = kind
        self.displayName = displayName ?? kind
        self.description = description
        self.listParameters = ParameterList.once(parameters)
        self.preview = preview
        self.current = current
        self.perform = perform
    }

    /// Runs a press of `template` at `date` with this control's `configuration`: a toggle's
    /// intent gets the other state.
    public func press(_ template: ControlTemplate, configuration: ConfigValues = [:], at date: Date? = nil) async -> Result<
        IntentOutcome, IntentFailure
    > {
        guard let invocation = IntentInvocation(pressing: template.pressTarget, widget: kind, configuration: configuration, date: date)
        else { return .failure(.nothingToRun("“\(template.title)” runs no intent")) }
        return await perform(invocation)
    }
}
