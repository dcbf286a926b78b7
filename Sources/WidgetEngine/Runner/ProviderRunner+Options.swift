import Foundation

extension ProviderRunner {
    /// The choices `provider` supplies for a parameter (a `DynamicOptionsProvider`), run off
    /// the caller's actor and awaited at most `limit` of real time; a provider that throws or
    /// takes longer is a failure, never a hang.
    public func options(from provider: any DynamicOptionsProvider, limit: Duration) async -> Result<[String], ProviderFailure> {
        let result = await RealTimeLimit.race(limit: limit, label: "homescreen.options", timer: limitTimer, abandoned: abandoned) {
            () async -> Result<[String], ProviderFailure> in
            do {
                return .success(try await provider.results())
            } catch {
                return .failure(.threw(String(describing: error)))
            }
        }
        return result ?? .failure(.timedOut(seconds: Double(limit.components.seconds)))
    }
}
