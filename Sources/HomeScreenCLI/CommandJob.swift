import Containment
import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Waits for the command `homescreen run` started, standing in for it towards the shell when the
/// command is a job of its own in the terminal's foreground (``SpawnedProgram/terminal``): the
/// shell knows `run`, not the command, so when the command stops (Ctrl-Z) `run` takes the
/// terminal back and stops itself; continued in the foreground (`fg`) it hands the terminal on
/// again, and in the background (`bg`) it keeps it, then continues the command.
enum CommandJob {
    /// The command's exit status, 128 + the signal that ended it, or 127 when it cannot be
    /// waited for; the terminal is this process's group's again when it returns.
    static func wait(for program: SpawnedProgram) -> Int32 {
        var status: Int32 = 0
        while true {
            let result = waitpid(program.pid, &status, program.terminal == nil ? 0 : WUNTRACED)
            if result == -1 {
                if errno == EINTR { continue }
                return 127
            }
            let low = status & 0x7f
            if low == 0 { return finished((status >> 8) & 0xff, program) } // exited
            guard status & 0xff == 0x7f else { return finished(128 + low, program) } // ended by a signal
            // Stopped: as a shell's job, `run` with it.
            if let terminal = program.terminal {
                TerminalForeground.takeBack(terminal)
                kill(getpid(), SIGTSTP)
                if tcgetpgrp(terminal) == getpgrp() { TerminalForeground.give(terminal, to: program.pid) }
            }
            kill(-program.pid, SIGCONT)
        }
    }

    private static func finished(_ status: Int32, _ program: SpawnedProgram) -> Int32 {
        if let terminal = program.terminal { TerminalForeground.takeBack(terminal) }
        return status
    }
}
