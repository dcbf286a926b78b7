import Foundation

/// One widget instance's presses, in order: each runs after the one before it has finished,
/// none is dropped, and a second press of the same control within ``doublePressInterval``
/// (a double click, a key held down) is taken as the same press, not run twice.
///
/// A value the home screen keeps per instance; it reads no clock (every call is handed the
/// instant) and runs nothing: it answers which press to start, and is told when one ends.
///
/// ```swift
/// if let press = queue.press(invocation, at: now), queue.runningPress == nil { ... }
/// while let next = queue.startNext() { run(next) }        // at most one at a time
/// queue.finish(next.id, succeeded: true)                   // then reload, free of budget
/// queue.timelineArrived()                                   // the reload asked after it
/// ```
public struct PressQueue: Sendable {
    /// A press waiting or running.
    public struct Press: Equatable, Sendable, Identifiable {
        /// Unique within its queue, in the order pressed.
        public let id: Int
        public let invocation: IntentInvocation
        public let pressedAt: Date
    }

    /// Presses of one control closer together than this are one press.
    public static let doublePressInterval: TimeInterval = 0.4

    /// Presses not started yet, oldest first.
    public private(set) var waiting: [Press] = []
    /// The press under way.
    public private(set) var runningPress: Press?
    /// True from a press until the timeline after its last press arrives (or, when every
    /// press since the last timeline failed, until the last fails: nothing changed): the
    /// instance's `invalidatableContent()` is drawn with the `.invalidated` redaction meanwhile.
    public private(set) var invalidatesContent = false
    /// True from a press that succeeded until the timeline after it arrives.
    public private(set) var awaitsTimeline = false
    private var nextID = 1
    /// The control pressed last and when, to tell a double press.
    private var last: (intent: IntentReference, at: Date)?

    public init() {}

    /// Queues a press of `invocation` made at `now`; nil when it repeats the press of the same
    /// control made less than ``doublePressInterval`` before (it is not run again).
    @discardableResult
    public mutating func press(_ invocation: IntentInvocation, at now: Date) -> Press? {
        if let last, last.intent == invocation.intent, now.timeIntervalSince(last.at) < Self.doublePressInterval,
            now >= last.at
        {
            return nil
        }
        last = (invocation.intent, now)
        let press = Press(id: nextID, invocation: invocation, pressedAt: now)
        nextID += 1
        waiting.append(press)
        invalidatesContent = true
        return press
    }

    /// The press to run now: the oldest waiting, when none is running (nil otherwise).
    public mutating func startNext() -> Press? {
        guard runningPress == nil, !waiting.isEmpty else { return nil }
        let press = waiting.removeFirst()
        runningPress = press
        return press
    }

    /// The running press `id` has ended, done or failed; the next may start. A success awaits
    /// the timeline asked after it; a failure with nothing else to wait for leaves the content
    /// as it was, valid.
    public mutating func finish(_ id: Int, succeeded: Bool = true) {
        guard runningPress?.id == id else { return }
        runningPress = nil
        if succeeded {
            awaitsTimeline = true
        } else if waiting.isEmpty, !awaitsTimeline {
            invalidatesContent = false
        }
    }

    /// A new timeline arrived (asked after the last press ended): once no press is waiting or
    /// running, the content is no longer stale.
    public mutating func timelineArrived() {
        guard runningPress == nil, waiting.isEmpty else { return }
        invalidatesContent = false
        awaitsTimeline = false
    }

    /// True when nothing is waiting or running.
    public var isIdle: Bool { runningPress == nil && waiting.isEmpty }
}
