import CMainQueue
import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The main thread's one wait in the `homescreen` binary: `poll` on the terminal's input and
/// on the main dispatch queue's wake descriptor together, until the instant the run loop armed.
///
/// A key wakes this one thread, which reads it and draws; a tick wakes it at its instant; work
/// handed to the main queue (answers from widget code, the control socket, file watches,
/// signals) makes the queue's descriptor readable and runs at once. Foundation's run loop could
/// wait on the queue but on no descriptor of ours, so the terminal was a Dispatch read source:
/// libdispatch's event thread saw the key and woke the main thread, which handed the source back
/// to be armed again and woke the event thread: three wakeups a key instead of one.
@MainActor
public final class MainThreadLoop {
    /// The main thread's loop (``HomeScreenProgram``'s synchronous `main` runs it).
    public static let shared = MainThreadLoop(queue: .main)

    /// What wakes the loop for work handed to a queue: a descriptor readable while there is
    /// some, and what runs it.
    public struct QueueWake {
        let descriptor: Int32
        let drain: @MainActor () -> Void

        /// The main dispatch queue (see `CMainQueue`).
        static var main: QueueWake { QueueWake(descriptor: main_queue_wake_descriptor(), drain: { main_queue_drain() }) }

        /// A descriptor of one's own (tests: the read end of a pipe) and what runs its work.
        public init(descriptor: Int32, drain: @escaping @MainActor () -> Void) {
            self.descriptor = descriptor
            self.drain = drain
        }
    }

    /// The terminal's input as the loop watches it.
    struct InputWatch {
        let descriptor: Int32
        /// False while input is left alone (a program owns the terminal): the descriptor is not
        /// waited on, so input another program reads never wakes the loop.
        let isWanted: @MainActor () -> Bool
        let read: @MainActor () -> Void
    }

    /// Descriptors waited on as well (the live activities' feeds), asked before each wait, and
    /// what runs when any is readable.
    struct FeedWatch {
        let descriptors: @MainActor () -> [Int32]
        let readable: @MainActor () -> Void
    }

    private let queue: QueueWake
    /// True while ``run(until:)`` runs: the run loop then hands its input and timer to it.
    public private(set) var isRunning = false
    private var input: InputWatch?
    private var feeds: FeedWatch?
    /// The instant to wake at (of ``now``), and what it calls; nil: none.
    private var wake: (at: UInt64, fire: @MainActor () -> Void)?
    /// The monotonic clock, in nanoseconds (tests move theirs by hand).
    let now: @MainActor () -> UInt64

    public init(queue: QueueWake, now: @escaping @MainActor () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }) {
        self.queue = queue
        self.now = now
    }

    /// Waits and runs what wakes it until `finished` says so (checked after each wake).
    public func run(until finished: () -> Bool) {
        isRunning = true
        defer { isRunning = false }
        queue.drain()
        while !finished() { waitOnce() }
    }

    /// Reads the terminal's input on this thread whenever `descriptor` is readable and
    /// `isWanted` says so.
    func watchInput(_ descriptor: Int32, isWanted: @escaping @MainActor () -> Bool, read: @escaping @MainActor () -> Void) {
        input = InputWatch(descriptor: descriptor, isWanted: isWanted, read: read)
    }

    /// Stops watching the input.
    func stopWatchingInput() { input = nil }

    /// Waits on the descriptors `descriptors` answers before each wait as well, and calls
    /// `readable` after a wait that found any of them readable (it must read them, or say to
    /// wait on them no more); nil: none.
    func watchFeeds(_ descriptors: (@MainActor () -> [Int32])?, readable: @escaping @MainActor () -> Void = {}) {
        feeds = descriptors.map { FeedWatch(descriptors: $0, readable: readable) }
    }

    /// Calls `fire` once `seconds` (of the monotonic clock) have passed, replacing the earlier
    /// wake; nil: no wake.
    func wake(after seconds: Double?, fire: @escaping @MainActor () -> Void) {
        guard let seconds else {
            wake = nil
            return
        }
        let nanoseconds = seconds >= 1e9 ? UInt64(1e18) : UInt64(max(0, seconds) * 1e9)
        wake = (now() &+ nanoseconds, fire)
    }

    /// The instant armed, for tests.
    var wakeInstant: UInt64? { wake?.at }
    /// Whether input is watched, for tests.
    var watchesInput: Bool { input != nil }

    /// Sleeps until the queue has work, input or a feed is readable or the wake's instant, then
    /// runs what is due: the queue's work first (it may change what is watched), then the
    /// feeds, the input, and the wake.
    public func waitOnce() {
        let watched = input.flatMap { $0.isWanted() ? $0 : nil }
        var descriptors = [pollfd(fd: queue.descriptor, events: Int16(POLLIN), revents: 0)]
        if let watched { descriptors.append(pollfd(fd: watched.descriptor, events: Int16(POLLIN), revents: 0)) }
        let firstFeed = descriptors.count
        for fd in feeds?.descriptors() ?? [] { descriptors.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
        let timeout = wake.map { Self.milliseconds(until: $0.at, from: now()) } ?? -1
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
        if ready > 0, descriptors[0].revents != 0 {
            var count: UInt64 = 0
            _ = read(queue.descriptor, &count, MemoryLayout<UInt64>.size)
            queue.drain()
        }
        if ready > 0, descriptors[firstFeed...].contains(where: { $0.revents != 0 }) { feeds?.readable() }
        if ready > 0, watched != nil, descriptors[1].revents != 0 {
            // Only hung up: the terminal is gone (SIGHUP quits); never spin on it.
            if descriptors[1].revents & Int16(POLLIN) == 0 {
                input = nil
            } else if let current = input, current.isWanted() {
                // As the queue's work left it: it may have paused the input or stopped it.
                current.read()
            }
        }
        if let due = wake, due.at <= now() {
            wake = nil
            due.fire()
        }
    }

    /// `poll`'s timeout from `now` until `instant` (nanoseconds), rounded up: never early.
    static func milliseconds(until instant: UInt64, from now: UInt64) -> Int32 {
        guard instant > now else { return 0 }
        let (milliseconds, rest) = (instant - now).quotientAndRemainder(dividingBy: 1_000_000)
        return Int32(min(milliseconds + (rest > 0 ? 1 : 0), UInt64(Int32.max)))
    }
}
