import CNcursesw
import Foundation

/// Restores the terminal when the process dies on a signal it does not turn into a clean quit
/// (the run loop quits on SIGINT, SIGQUIT, SIGTERM and SIGHUP): a crash, a trap, an abort, and
/// every other signal whose default is to end the process. The handler leaves curses, then
/// lets the signal do what it would have done. Only SIGKILL and SIGSTOP cannot be caught (an
/// out-of-memory kill is a SIGKILL: README gives `reset` for it).
public enum CrashRestore {
    /// Crashes: always restored.
    public static let fatal = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS]
    /// Other signals that end a process by default: restored when nothing else handles or
    /// ignores them (a parent may have ignored SIGPIPE or SIGUSR1 on purpose).
    public static let terminating = [SIGPIPE, SIGIO, SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGPWR, SIGSTKFLT]

    /// Installs the restoring handler for every crash signal, and for each ending signal still
    /// at its default.
    public static func install() {
        for number in fatal { installRestore(number) }
        for number in terminating where hasDefaultDisposition(number) { installRestore(number) }
    }

    private static func installRestore(_ number: Int32) {
        signal(number) { number in
            // Only async-signal-tolerable work here: leave curses, then die as asked.
            CursesTerminal.emergencyRestore()
            signal(number, SIG_DFL)
            raise(number)
        }
    }

    private static func hasDefaultDisposition(_ number: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(number, nil, &current) == 0 else { return false }
        return current.__sigaction_handler.sa_handler == nil // SIG_DFL is the null handler
    }
}
