import Foundation

extension ProviderRunner {
    /// Runs a press of one of `invocation.widget`'s buttons or toggles where the widget's
    /// provider runs (this process, or its extension's), off the caller's actor, and waits at
    /// most `limit` of real time, as for a timeline: a hung intent is abandoned (an extension's
    /// is killed at its own deadline) and the press fails.
    public func perform(_ invocation: IntentInvocation, limit: Duration) async -> Result<IntentOutcome, IntentFailure> {
        guard let descriptor = catalog.descriptor(forKind: invocation.widget) else {
            return .failure(.unknownKind(invocation.widget))
        }
        let process = descriptor.provider.process
        let result = await RealTimeLimit.race(
            limit: limit, label: "homescreen.intent.\(invocation.widget)", timer: limitTimer, abandoned: abandoned
        ) {
            await process.perform(invocation)
        }
        return result ?? .failure(.timedOut(seconds: Double(limit.components.seconds)))
    }
}
