import Dispatch
import Foundation
import HostIO
import WidgetEngine

#if canImport(Glibc)
    import Glibc
#endif

extension HomeScreenRunLoop {
    /// Runs a command the user confirmed: in the terminal (the screen steps aside, as for an
    /// app, until it ends), or in the background, supervised as a widget's program is but with
    /// the user's environment (what they would run from their shell), its output dropped; its
    /// end comes back as a message.
    func run(_ command: CommandRun) {
        if command.action.inTerminal {
            let app = AppEntry(name: command.title, icon: "▶", command: command.action.arguments)
            return launch(.run(app: app, arguments: command.action.arguments, fallback: nil)) { failure in
                .commandFinished(command, failure: failure)
            }
        }
        let script = ScriptCommand(
            arguments: command.action.arguments, environment: ProcessEnvironment.variables, memoryLimit: nil,
            outputLimit: Self.backgroundOutputLimit)
        Task.detached(executorPreference: PrivateQueueExecutor.coordination) { [weak self] in
            let failure: String?
            switch await script.run(deadline: Self.backgroundDeadline) {
            case .success: failure = nil
            case let .failure(reason): failure = reason.description.replacingOccurrences(of: "the extension", with: "the command")
            }
            await MainActor.run { [weak self] in _ = self?.send(.commandFinished(command, failure: failure)) }
        }
    }

    /// The longest a background command may run.
    nonisolated static let backgroundDeadline: Double = 3_600
    /// The most output a background command may print (it is read and dropped).
    nonisolated static let backgroundOutputLimit = 64 << 20

    /// Listens for the real-time signals widgets asked for (`SIGRTMIN+N`), each a message; the
    /// others from `SIGRTMIN+1` to `+30` are ignored, so a `pkill --signal RTMIN+N homescreen`
    /// meant for a plugin never ends the screen.
    func installWidgetSignals() {
        Self.ignoreWidgetSignals()
        for number in screen.signalKinds.keys.sorted() where Self.widgetSignals.contains(number) {
            let signalNumber = __libc_current_sigrtmin() + Int32(number)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler { [weak self] in MainActor.assumeIsolated { _ = self?.send(.signal(number)) } }
            source.resume()
            sources.dispatch.append(source)
        }
    }

    /// The real-time signals a plugin may name: `SIGRTMIN+1` to `SIGRTMIN+30`.
    public nonisolated static let widgetSignals = 1...30

    /// Ignores every signal of ``widgetSignals`` (whose default action ends a process):
    /// `homescreen extension serve` does, as the home screen does for those no plugin names.
    public nonisolated static func ignoreWidgetSignals() {
        for number in widgetSignals {
            let signalNumber = __libc_current_sigrtmin() + Int32(number)
            if signalNumber <= __libc_current_sigrtmax() { signal(signalNumber, SIG_IGN) }
        }
    }
}
