import CNcursesw
import Foundation

/// Restores the terminal when the process dies on a fatal signal (a crash, a trap, an abort):
/// the handler leaves curses, then lets the signal do what it would have done.
enum CrashRestore {
    static func install() {
        for fatal in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
            signal(fatal) { number in
                // Only async-signal-tolerable work here: leave curses, then die as asked.
                CursesTerminal.emergencyRestore()
                signal(number, SIG_DFL)
                raise(number)
            }
        }
    }
}
