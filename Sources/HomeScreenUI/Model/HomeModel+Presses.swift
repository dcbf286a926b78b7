import Foundation
import WidgetEngine

extension HomeModel {
    /// The user pressed `target` in the widget `id`: its press is queued behind the
    /// instance's earlier ones (a double press is taken once), a toggle flips at once, and the
    /// widget's `invalidatableContent()` dims until the timeline after it. A press is an
    /// interaction, which smart stacks rank by. A disabled control, or one without an intent,
    /// runs nothing (the screen opens the widget for the latter).
    func press(_ target: PressTarget, in id: WidgetInstanceID, at now: Date) {
        guard !target.disabled, let instance = hosted.engine.states[id]?.instance,
            let invocation = IntentInvocation(pressing: target, widget: instance.kind, configuration: instance.configuration, date: now)
        else { return }
        let shown: Bool? = if case let .toggle(isOn) = target.control { isOn } else { nil }
        guard hosted.press(invocation, label: target.label, toggleShown: shown, of: id, at: now) else { return }
        recordOpening(id, at: now)
    }

    /// A press's answer: the next press of its instance may start. A success reloads the
    /// widget free of budget, shows its dialog and answers the URL it opens (opened through
    /// the apps table, as a link's); a failure flips the toggle back, marks the tile, and is
    /// logged and shown in one line a user understands.
    func finishPress(_ call: PressCall, with result: Result<IntentOutcome, IntentFailure>, at now: Date) -> URL? {
        switch result {
        case let .failure(failure):
            let line = "\(call.invocation.widget): “\(call.label)” failed: \(failure)"
            Self.logger.warning("\(line)")
            if hosted.finishPress(call, failure: line, at: now) { showToast(line, at: now) }
            return nil
        case let .success(outcome):
            guard hosted.finishPress(call, failure: nil, at: now) else { return nil }
            if let dialog = outcome.dialog { showToast(dialog, at: now) }
            return outcome.opensURL
        }
    }
}
