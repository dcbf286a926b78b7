import Foundation
import Logging
import Synchronization

/// What an ``ExtensionClient`` knows of its live widgets' attention: the instances on the page
/// shown by widget kind, where their pushes go, and whether an `attention` call is being sent.
final class ExtensionAttention: Sendable {
    struct State {
        var byKind: [String: [ExtensionAttendee]] = [:]
        var sink: LiveUpdates.Sink?
        /// An `attention` call is being sent; `dirty`: the instances changed meanwhile.
        var sending = false
        var dirty = false
        /// Ends of the program in a row while instances were attended (for the back-off).
        var endsInARow = 0
        var restartScheduled = false
    }

    let state = Mutex(State())

    /// Every instance attended, in kind order.
    var attendees: [ExtensionAttendee] {
        state.withLock { state in state.byKind.keys.sorted().flatMap { state.byKind[$0] ?? [] } }
    }

    /// True while any instance is attended: the program is kept running.
    var isAttending: Bool { state.withLock { $0.byKind.values.contains { !$0.isEmpty } } }

    /// The waits before starting a program again that ended while instances were attended.
    static let restartSteps: [Double] = [1, 5, 15, 60]
}

extension ExtensionClient {
    /// Tells the program which instances of the live widget `kind` are on the page shown
    /// (empty: none), pushes for them going to `sink`. The program is started if it must be
    /// (an instance is attended) and kept running while any instance of any of its widgets is
    /// attended; once none is, it stops when idle as usual. Calls are sent in order, the last
    /// instances winning. Without `tellsAttention` (a widget that is not live) only the sink
    /// is taken: what the program pushes while it runs for a request still arrives.
    public func attend(kind: String, instances: [LiveInstance], sink: @escaping LiveUpdates.Sink, tellsAttention: Bool = true) {
        guard tellsAttention else {
            attention.state.withLock { $0.sink = sink }
            return
        }
        let start = attention.state.withLock { state -> Bool in
            let attendees = instances.map(ExtensionAttendee.init)
            if attendees.isEmpty { state.byKind[kind] = nil } else { state.byKind[kind] = attendees }
            state.sink = sink
            state.endsInARow = 0
            if state.sending {
                state.dirty = true
                return false
            }
            state.sending = true
            return true
        }
        if start { sendAttention() }
    }

    /// Sends the attended instances until they stop changing. With none attended and no
    /// program running, nothing is sent (nothing runs to tell).
    func sendAttention() {
        Task.detached(executorPreference: PrivateQueueExecutor.coordination) { [self] in
            while true {
                let attendees = attention.attendees
                attention.state.withLock { $0.dirty = false }
                if !attendees.isEmpty || isRunning {
                    if case let .failure(failure) = await request(.attention(attendees)) {
                        Logger(label: "homescreen.extension.\(configuration.name)").debug("attention not taken: \(failure)")
                    }
                }
                let done = attention.state.withLock { state -> Bool in
                    guard !state.dirty else { return false }
                    state.sending = false
                    return true
                }
                if done { return }
            }
        }
    }

    /// Hands a push line's content to the sink of the attended instances (dropped when none
    /// was ever attended).
    func receivePush(_ line: String) {
        let push: ExtensionPush
        do {
            push = try ExtensionPush(line: line)
        } catch {
            Logger(label: "homescreen.extension.\(configuration.name)").warning(
                "a push broke the protocol: \(error.description), in “\(ExtensionLineReader.quote(line))”")
            return
        }
        attention.state.withLock { $0.sink }?(push.push)
    }

    /// Hands a control push's request to the configuration's ``ControlCenter``.
    func receiveControlPush(_ line: String) {
        do {
            configuration.controlCenter.reload(try ExtensionControlPush(line: line).request)
        } catch {
            Logger(label: "homescreen.extension.\(configuration.name)").warning(
                "a push broke the protocol: \(error.description), in “\(ExtensionLineReader.quote(line))”")
        }
    }

    /// The program ended: while instances are attended it is started again after a back-off
    /// (1, 5, 15, then 60 s), and told them again.
    func restartIfAttended() {
        let wait = attention.state.withLock { state -> Double? in
            guard state.byKind.values.contains(where: { !$0.isEmpty }), !state.restartScheduled else { return nil }
            state.restartScheduled = true
            state.endsInARow += 1
            return ExtensionAttention.restartSteps[min(state.endsInARow, ExtensionAttention.restartSteps.count) - 1]
        }
        guard let wait else { return }
        _ = configuration.schedule(wait) { [self] in
            let resend = attention.state.withLock { state -> Bool in
                state.restartScheduled = false
                guard !state.sending else {
                    state.dirty = true
                    return false
                }
                state.sending = true
                return true
            }
            if resend { sendAttention() }
        }
    }
}
