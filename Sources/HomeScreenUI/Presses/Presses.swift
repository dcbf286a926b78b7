import Foundation
import WidgetEngine

/// The presses of every instance that has any (``InstancePresses``): queued when made,
/// started one at a time per instance, finished with the intent's answer, settled by the
/// timeline asked after them. A value of the hosted widgets (``HostedWidgets/presses``); it
/// reads no clock and runs nothing.
struct Presses {
    private var instances: [WidgetInstanceID: InstancePresses] = [:]

    /// Queues a press of the control `label` in `id`; a toggle (`toggleShown`: the state it
    /// was drawn in) flips at once. False for a double press, which is not run again.
    mutating func press(
        _ invocation: IntentInvocation, label: String, toggleShown: Bool?, of id: WidgetInstanceID, at now: Date
    ) -> Bool {
        var presses = instances[id] ?? InstancePresses()
        guard let press = presses.queue.press(invocation, at: now) else { return false }
        presses.labels[press.id] = label
        if let toggleShown { presses.toggles.press(invocation.intent, shown: toggleShown) }
        instances[id] = presses
        return true
    }

    /// The press of `id` to run now, when none runs (nil otherwise).
    mutating func startNext(of id: WidgetInstanceID) -> PressCall? {
        guard var presses = instances[id], let press = presses.queue.startNext() else { return nil }
        let label = presses.labels.removeValue(forKey: press.id) ?? ""
        instances[id] = presses
        return PressCall(instance: id, press: press, label: label)
    }

    /// The press `call` ended as `succeeded` says; timelines asked up to token `settlesAfter`
    /// were asked before it ended. A failure flips its toggle back and marks the tile
    /// (`failure`: what the user reads). False when the instance is gone.
    @discardableResult
    mutating func finish(_ call: PressCall, failure: String?, settlesAfter: UInt64) -> Bool {
        guard var presses = instances[call.instance] else { return false }
        let succeeded = failure == nil
        presses.queue.finish(call.press.id, succeeded: succeeded)
        if call.invocation.value != nil { presses.toggles.finish(call.invocation.intent, succeeded: succeeded) }
        presses.failure = failure
        presses.settlesAfter = settlesAfter
        // Nothing to wait for: a toggle whose presses all failed shows the timeline again.
        if !succeeded, presses.queue.isIdle, !presses.queue.awaitsTimeline { presses.toggles.timelineArrived() }
        store(presses, for: call.instance)
        return true
    }

    /// A timeline call for `id` answered (delivered or failed): when it was asked after the
    /// last press ended, that press is settled.
    mutating func timelineAnswered(for id: WidgetInstanceID, token: UInt64) {
        guard var presses = instances[id], token > presses.settlesAfter else { return }
        presses.timelineArrived()
        store(presses, for: id)
    }

    /// The instance will not be reloaded (it is stopped): its presses settle now.
    mutating func settle(_ id: WidgetInstanceID) {
        guard var presses = instances[id] else { return }
        presses.timelineArrived()
        store(presses, for: id)
    }

    /// Forgets the presses of `id` (removed from the layout); its answers are then ignored.
    mutating func remove(_ id: WidgetInstanceID) {
        instances[id] = nil
    }

    /// The toggles of `id` to draw flipped (``RenderContext/toggleStates``).
    func toggleStates(of id: WidgetInstanceID) -> [IntentReference: Bool] {
        instances[id]?.toggles.states ?? [:]
    }

    /// True while `id`'s `invalidatableContent()` is drawn `.invalidated`.
    func invalidatesContent(of id: WidgetInstanceID) -> Bool {
        instances[id]?.queue.invalidatesContent ?? false
    }

    /// Why the last press of `id` failed, while its tile is marked.
    func failure(of id: WidgetInstanceID) -> String? {
        instances[id]?.failure
    }

    /// True when no press waits or runs anywhere.
    var isIdle: Bool { instances.values.allSatisfy(\.queue.isIdle) }

    private mutating func store(_ presses: InstancePresses, for id: WidgetInstanceID) {
        instances[id] = presses.isSettled ? nil : presses
    }
}
