import Synchronization

/// The most extension programs alive at once, shared by the clients that hold one.
///
/// A program stays alive a few seconds after its last answer (``ExtensionClient/Configuration/idleSeconds``),
/// so fifty extensions reloading one after another would otherwise all be alive together for
/// those seconds (fifty Python programs: half a gigabyte). With a limit, a client about to start
/// its program first makes room: below the limit it starts at once; at the limit the least
/// recently used program that is idle (no request under way, no live widget attended) is
/// stopped early; when none is idle, the start waits in a queue until one becomes idle or
/// ends. Programs kept running for attended live widgets do not count: they are on screen and
/// never idle. A request's deadline starts once its program is started, not while it waits.
public final class ExtensionProgramLimit: Sendable {
    /// The limit the home screen shares among the installed extensions' clients: four programs,
    /// twice the work queue's default on two cores, so the calls under way never wait on it.
    public static let shared = ExtensionProgramLimit(maximum: 4)

    /// The most programs alive at once (at least 1).
    public let maximum: Int

    private struct Member {
        let client: ExtensionClient
        /// When it last started a program or asked for room (a counter, not a clock).
        var used: Int
    }

    private struct State {
        var members: [ObjectIdentifier: Member] = [:]
        var uses = 0
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// A limit of `maximum` programs alive at once.
    public init(maximum: Int) {
        self.maximum = max(1, maximum)
    }

    /// How many clients hold a program (or a place for one being started) now.
    public var alive: Int { state.withLock { $0.members.count } }

    /// How many starts wait for room now.
    public var waitingCount: Int { state.withLock { $0.waiting.count } }

    private enum Step {
        case start
        case stop(ExtensionClient)
        case wait
    }

    /// Returns once `client` may start its program, having stopped an idle one or waited for
    /// room as needed; `client` then holds a place until ``ended(_:)``.
    func makeRoom(for client: ExtensionClient) async {
        let key = ObjectIdentifier(client)
        while true {
            let step = state.withLock { state -> Step in
                state.uses += 1
                if state.members[key] != nil {
                    state.members[key]?.used = state.uses
                    return .start
                }
                let counted = state.members.values.filter { !$0.client.attention.isAttending }
                if counted.count < maximum {
                    state.members[key] = Member(client: client, used: state.uses)
                    return .start
                }
                let idle = counted.filter { $0.client.isIdle }.min { $0.used < $1.used }
                return idle.map { .stop($0.client) } ?? .wait
            }
            switch step {
            case .start:
                return
            case let .stop(other):
                // Ends the other's place through ``ended(_:)`` when it was still idle; the
                // loop looks again either way.
                other.stopIfIdle(reason: "to make room for \(client.configuration.name)")
            case .wait:
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                    // Checked again under the lock a change reports through: a program that
                    // became idle or ended before the wait is not missed.
                    let now = state.withLock { state -> Bool in
                        let counted = state.members.values.filter { !$0.client.attention.isAttending }
                        if counted.count < maximum || counted.contains(where: { $0.client.isIdle }) { return true }
                        state.waiting.append(continuation)
                        return false
                    }
                    if now { continuation.resume() }
                }
            }
        }
    }

    /// `client`'s program became idle: a waiting start may take its place.
    func becameIdle(_ client: ExtensionClient) {
        wakeWaiting()
    }

    /// `client`'s program ended (or never started): its place is free.
    func ended(_ client: ExtensionClient) {
        state.withLock { _ = $0.members.removeValue(forKey: ObjectIdentifier(client)) }
        wakeWaiting()
    }

    private func wakeWaiting() {
        let waiting = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }
}
