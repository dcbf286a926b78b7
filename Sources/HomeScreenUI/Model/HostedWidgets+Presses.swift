import Foundation
import WidgetEngine

extension HostedWidgets {
    /// Queues a press of `invocation` (the control `label`) in instance `id` made at `now`,
    /// and hands it to the work queue when the presses before it have ended. A toggle
    /// (`toggleShown`: the state it was drawn in) flips at once. False for a double press
    /// (the same control again within ``PressQueue/doublePressInterval``): it is not run.
    ///
    /// This is the press path for any control that runs an App Intent: a widget's button or
    /// toggle, or any other owner of an instance id.
    func press(_ invocation: IntentInvocation, label: String, toggleShown: Bool?, of id: WidgetInstanceID, at now: Date) -> Bool {
        guard presses.press(invocation, label: label, toggleShown: toggleShown, of: id, at: now) else { return false }
        queueNextPress(of: id)
        return true
    }

    /// A press ended, done or (`failure`: why, for the user) failed: the next of its instance
    /// may start. After a success the instance's timeline is reloaded, free of budget (an
    /// interaction, as on iOS); a failure flips its toggle back and marks the tile. False when
    /// the instance is gone (its presses were forgotten).
    func finishPress(_ call: PressCall, failure: String?, at now: Date) -> Bool {
        // Tokens grow: the reload asked from here on has a larger one.
        guard presses.finish(call, failure: failure, settlesAfter: engine.issueToken()) else { return false }
        if failure == nil {
            if engine.states[call.instance]?.isStopped ?? true {
                presses.settle(call.instance) // no timeline will come until the user reloads it
            } else {
                engine.requestReload(call.instance, reason: .interaction, at: now)
            }
        }
        queueNextPress(of: call.instance)
        return true
    }

    /// Hands `id`'s next press to the work queue, when none of its presses runs. A press
    /// waits for a worker ahead of timelines (the user waits for it) and gets a timeline's
    /// deadline.
    private func queueNextPress(of id: WidgetInstanceID) {
        guard let call = presses.startNext(of: id) else { return }
        let limit = Duration.seconds(max(1, engine.settings.timelineDeadline))
        work.submit(WidgetCall(token: engine.issueToken(), work: .perform(call), limit: limit))
    }
}
