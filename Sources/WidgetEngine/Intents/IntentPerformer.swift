/// Where a widget's presses run: in this process (``inProcess``, the linked widgets under
/// `render`, `timeline` and tests) or in the widget's extension process (``ExtensionCatalog``
/// gives its descriptors a performer that sends `performIntent`).
public struct IntentPerformer: Sendable {
    private let run: @Sendable (IntentInvocation) async -> Result<IntentOutcome, IntentFailure>

    /// A performer running presses with `run`.
    public init(_ run: @escaping @Sendable (IntentInvocation) async -> Result<IntentOutcome, IntentFailure>) {
        self.run = run
    }

    /// Runs the press: what it came to, or why it failed.
    public func perform(_ invocation: IntentInvocation) async -> Result<IntentOutcome, IntentFailure> {
        await run(invocation)
    }

    /// Runs presses in this process (``IntentRunner``).
    public static let inProcess = IntentPerformer { await IntentRunner.perform($0) }
}
