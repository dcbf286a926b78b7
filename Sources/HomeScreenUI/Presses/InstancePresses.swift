import Foundation
import WidgetEngine

/// One instance's presses, as the home screen keeps them: the queue (in order, one at a time,
/// a double press taken once), the toggles drawn flipped ahead of the widget's timeline, and
/// the last failure, which marks the tile.
struct InstancePresses {
    /// The presses waiting and the one running.
    var queue = PressQueue()
    /// The toggles drawn otherwise than the timeline says.
    var toggles = ToggleOverrides()
    /// The labels of the presses in the queue, by press number.
    var labels: [Int: String] = [:]
    /// Only a timeline asked after the last press ended settles the presses: one whose call's
    /// token is above this (tokens grow as calls are made) was asked after.
    var settlesAfter: UInt64 = 0
    /// Why the last press failed, until a later press succeeds or a timeline arrives.
    var failure: String?

    /// True when nothing is pressed, drawn flipped or marked: the instance needs no entry.
    var isSettled: Bool {
        queue.isIdle && !queue.invalidatesContent && toggles.isEmpty && failure == nil
    }

    /// The widget answered (or failed) a timeline asked after the last press ended: the
    /// toggles show what it says, the content is no longer invalidated, the mark goes.
    mutating func timelineArrived() {
        queue.timelineArrived()
        toggles.timelineArrived()
        if queue.isIdle { failure = nil }
    }
}
