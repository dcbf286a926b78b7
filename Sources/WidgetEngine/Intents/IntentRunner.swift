import Foundation

/// Runs intents in this process: makes the intent of a press again from its archived
/// reference, sets its parameters (looking up entities), gives a ``SetValueIntent`` the
/// toggle's new state, and calls `perform()`. The extension server runs presses this way, and
/// so do `render --press` and tests (through ``ProviderRunner/perform(_:limit:)``, which adds
/// the deadline).
public enum IntentRunner {
    /// Runs `invocation`'s intent: what it came to, or why it failed.
    public static func perform(_ invocation: IntentInvocation) async -> Result<IntentOutcome, IntentFailure> {
        guard let type = IntentTypes.shared.type(named: invocation.intent.identifier) else {
            return .failure(.unknownIntent(invocation.intent.identifier))
        }
        return await perform(type, invocation)
    }

    private static func perform<Intent: AppIntent>(_ type: Intent.Type, _ invocation: IntentInvocation) async -> Result<
        IntentOutcome, IntentFailure
    > {
        var intent = Intent()
        let parameters = Intent.parameterObjects(of: intent)
        for (name, value) in invocation.intent.parameters.sorted(by: { $0.key < $1.key }) {
            guard let match = parameters.first(where: { $0.name == name }) else {
                return .failure(.invalidParameters("\(Intent.self) has no parameter \(name)"))
            }
            guard match.parameter.set(value) else {
                return .failure(.invalidParameters("\(name): \(value) is not a \(match.parameter.describe(name: name).typeName)"))
            }
        }
        do {
            try await intent.resolveParameters()
        } catch {
            return .failure(.invalidParameters(error.description))
        }
        if let value = invocation.value, let setter = intent as? any SetValueIntent {
            guard let changed = setting(value, on: setter) as? Intent else { return .failure(.invalidParameters("value")) }
            intent = changed
        }
        let performing = intent
        return await PressClock.$pressedAt.withValue(invocation.date) {
            do {
                return .success(try await outcome(of: performing))
            } catch {
                return .failure(.threw(message(of: error)))
            }
        }
    }

    /// Runs `intent` and answers what its result asks of the host.
    static func outcome(of intent: any AppIntent) async throws -> IntentOutcome {
        if let opener = intent as? OpenURLIntent {
            return IntentOutcome(opensURL: URL(string: opener.url))
        }
        return try await intent.perform()._outcome()
    }

    /// `intent` with its `value` set to `value` when it holds a Boolean (a toggle's new state).
    private static func setting<Setter: SetValueIntent>(_ value: Bool, on intent: Setter) -> Setter {
        guard let converted = value as? Setter.ValueType else { return intent }
        var changed = intent
        changed.value = converted
        return changed
    }

    /// What a user reads of a thrown error: a localized description when the error gives one,
    /// else its description.
    static func message(of error: any Error) -> String {
        if let localized = error as? LocalizedError, let text = localized.errorDescription { return text }
        return String(describing: error)
    }
}
