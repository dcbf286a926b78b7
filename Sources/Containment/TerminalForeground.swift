import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Moving the terminal's foreground between this process's group and a program's, as a shell
/// does for its jobs (see ``ProgramSpawn/Session/terminalForeground``). From the background,
/// `tcsetpgrp` raises `SIGTTOU` unless it is blocked: it is, in the calling thread, around each
/// call here.
public enum TerminalForeground {
    /// Makes this process's group the foreground of `terminal` again (a program started in
    /// it ended or stopped, or could not be started).
    public static func takeBack(_ terminal: Int32) {
        give(terminal, to: getpgrp())
    }

    /// Makes the process group `group` the foreground of `terminal`.
    public static func give(_ terminal: Int32, to group: pid_t) {
        var ttou = sigset_t()
        sigemptyset(&ttou)
        sigaddset(&ttou, SIGTTOU)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &ttou, &previous)
        tcsetpgrp(terminal, group)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
}
