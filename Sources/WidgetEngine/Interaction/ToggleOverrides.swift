/// The toggles one widget instance shows flipped ahead of its timeline: a press flips a toggle
/// at once; a failed press flips it back (to what the press before it asked, or what the
/// widget last said); a new timeline takes over from every toggle with no press still to run.
/// Hand ``states`` to the render (``RenderContext/toggleStates``).
///
/// ```swift
/// let isOn = overrides.press(target.intent!, shown: currentlyShownState)   // draw at once
/// overrides.finish(target.intent!, succeeded: false)                        // flips back
/// overrides.timelineArrived()                                               // the widget decides again
/// ```
public struct ToggleOverrides: Equatable, Sendable {
    private struct Toggle: Equatable, Sendable {
        /// What the toggle showed before the first press still to run.
        var before: Bool
        /// The states asked for by the presses still to run, in order.
        var pending: [Bool]
        /// What it shows now.
        var shown: Bool
    }

    private var toggles: [IntentReference: Toggle] = [:]

    public init() {}

    /// The states to draw, by the toggles' intents.
    public var states: [IntentReference: Bool] { toggles.mapValues(\.shown) }

    /// A press of the toggle running `intent`, drawn as `shown`: it now shows the other state,
    /// which is answered (the value the press asks for).
    @discardableResult
    public mutating func press(_ intent: IntentReference, shown: Bool) -> Bool {
        let target = !shown
        var toggle = toggles[intent] ?? Toggle(before: shown, pending: [], shown: shown)
        if toggle.pending.isEmpty { toggle.before = shown }
        toggle.pending.append(target)
        toggle.shown = target
        toggles[intent] = toggle
        return target
    }

    /// The oldest press of the toggle running `intent` has ended. A success keeps what is
    /// shown until the timeline says so; a failure undoes that press: the toggle shows what
    /// the press after it asks for, or else what it showed before.
    public mutating func finish(_ intent: IntentReference, succeeded: Bool) {
        guard var toggle = toggles[intent], !toggle.pending.isEmpty else { return }
        let done = toggle.pending.removeFirst()
        if succeeded {
            toggle.before = done
        } else {
            toggle.shown = toggle.pending.last ?? toggle.before
        }
        toggles[intent] = toggle
    }

    /// A new timeline arrived: toggles with no press still to run show what it says.
    public mutating func timelineArrived() {
        toggles = toggles.filter { !$0.value.pending.isEmpty }
    }

    /// True when no toggle is drawn otherwise than its timeline says.
    public var isEmpty: Bool { toggles.isEmpty }
}
