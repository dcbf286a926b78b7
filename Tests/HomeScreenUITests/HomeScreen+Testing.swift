import Foundation
@testable import HomeScreenUI
import WidgetEngine

/// What the run loop does with results, for tests that hand them back by hand.
extension HomeScreen {
    /// Hands a timeline back.
    func deliver(_ result: Result<ArchivedTimeline, ProviderFailure>, for token: UInt64, at now: Date) {
        complete(token, with: .timeline(result), at: now)
    }

    /// The engine's state of the instance `id`.
    func engineState(_ id: String) -> InstanceState? {
        model.engine.states[WidgetInstanceID(rawValue: id)]
    }

    /// Hands a gallery snapshot back.
    func deliverSnapshot(_ result: Result<ArchivedEntry, ProviderFailure>, for token: UInt64, at now: Date) {
        complete(token, with: .snapshot(result), at: now)
    }

    /// Takes the look-ups of parameter choices queued since the last step (the next step
    /// would hand them to the run loop), leaving nothing else queued behind.
    func takeOptionRequests() -> [WidgetCall] {
        let options = model.work.waitingCalls.filter { $0.optionsRequest != nil }.sorted { $0.token < $1.token }
        model.work.cancel(options.map(\.token))
        return options
    }

    /// Hands a look-up's choices back.
    func deliverOptions(_ result: Result<[String], ProviderFailure>, for call: WidgetCall, at now: Date) {
        complete(call.token, with: .options(result), at: now)
    }
}

extension WidgetCall {
    /// The provider call of a timeline or snapshot call (tests ask only those for it).
    var request: ProviderRequest { providerRequest! }
    var instance: WidgetInstance { request.instance }
    var reason: ReloadReason { request.reason }
    var isPreview: Bool { request.isPreview }
    /// The parameter of a look-up.
    var parameter: String? { optionsRequest?.parameter }
}
