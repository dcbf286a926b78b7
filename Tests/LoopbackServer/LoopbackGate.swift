import Foundation
import Synchronization

/// A gate a stalled answer waits at until the test opens it (or the server stops).
public final class LoopbackGate: Sendable {
    private let condition = NSCondition()
    private let opened = Mutex(false)

    public init() {}

    /// Lets every answer waiting here go on, and every later one pass at once.
    public func open() {
        condition.lock()
        opened.withLock { $0 = true }
        condition.broadcast()
        condition.unlock()
    }

    /// True once opened.
    public var isOpen: Bool { opened.withLock { $0 } }

    /// Waits until the gate opens or `stop` says to give up.
    func wait(until stop: @Sendable () -> Bool) {
        condition.lock()
        defer { condition.unlock() }
        // Woken by open(), or every 50 ms to look at `stop` (the server stopping).
        while !isOpen && !stop() { _ = condition.wait(until: Date(timeIntervalSinceNow: 0.05)) }
    }
}
