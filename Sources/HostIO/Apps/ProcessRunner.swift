import Containment
import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Runs programs in the terminal with `posix_spawnp`, waiting for them to exit.
///
/// The program inherits standard input, output and error (it runs in the terminal the home
/// screen suspended) and the environment; it finds the program on `PATH`. Unlike Foundation's
/// `Process`, which starts the program in a background process group (so reading the terminal
/// stops it with `SIGTTIN`) and passes on ignored signals, the program starts with every signal
/// at its default and none blocked (the run loop ignores `SIGINT`, `SIGTERM`, `SIGHUP` and
/// `SIGWINCH` to receive them through Dispatch), and with no descriptors but 0, 1 and 2.
///
/// When standard input, output or error is a terminal and glibc can hand a new program the
/// terminal (`posix_spawn_file_actions_addtcsetpgrp_np`, glibc 2.35), the program runs in a
/// process group of its own in the terminal's foreground, as a shell's job does: Ctrl-C and
/// Ctrl-\ reach it and not the home screen. When it stops (Ctrl-Z) it is continued, since
/// there is no shell to resume it; when it exits the home screen takes the terminal back.
/// Elsewhere it runs in the home screen's process group.
public struct ProcessRunner: ProgramRunner {
    public init() {}

    public func run(_ arguments: [String]) async -> Int32 {
        guard let program = arguments.first, !program.isEmpty else { return 127 }
        // The wait blocks a thread for as long as the program runs: a thread of its own, not
        // one of the concurrency pool's.
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: Self.spawnAndWait(arguments))
            }
        }
    }

    /// Runs `arguments` with its standard error passed through a tap (``ErrorLineTap``) that
    /// keeps its first line; a program that cannot be started answers why.
    public func runReportingErrors(_ arguments: [String]) async -> ProgramExit {
        guard let program = arguments.first, !program.isEmpty else { return ProgramExit(status: 127, errorLine: "no program given") }
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: Self.spawnAndWait(arguments, tappingErrors: true))
            }
        }
    }

    /// Starts `arguments` (``ProgramSpawn``, in the terminal's foreground) and waits for it;
    /// the exit status, 128 + a signal, or 127.
    private static func spawnAndWait(_ arguments: [String]) -> Int32 {
        spawnAndWait(arguments, tappingErrors: false).status
    }

    /// Starts `arguments` and waits for it; with `tappingErrors`, its standard error goes
    /// through a pipe whose first line is kept.
    private static func spawnAndWait(_ arguments: [String], tappingErrors: Bool) -> ProgramExit {
        let started: SpawnedProgram
        do {
            started = try ProgramSpawn(arguments: arguments, session: .terminalForeground, errors: tappingErrors ? .pipe : .inherited)
                .spawn()
        } catch {
            return ProgramExit(status: 127, errorLine: "\(error)")
        }
        let tap = started.errors.map(ErrorLineTap.init(descriptor:))
        let status = wait(for: started.pid, continuingStops: started.hasOwnGroup)
        if let terminal = started.terminal { TerminalForeground.takeBack(terminal) }
        return ProgramExit(status: status, errorLine: tap?.firstLine())
    }

    /// Waits for `pid` to exit; a stop is answered with `SIGCONT` when `continuingStops`.
    /// Returns the exit status, 128 + the signal that ended it, or 127 when it cannot be waited for.
    private static func wait(for pid: pid_t, continuingStops: Bool) -> Int32 {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, continuingStops ? WUNTRACED : 0)
            if result == -1 {
                if errno == EINTR { continue }
                return 127
            }
            let low = status & 0x7f
            if low == 0 { return (status >> 8) & 0xff } // exited
            if status & 0xff == 0x7f { // stopped
                kill(-pid, SIGCONT)
                continue
            }
            return 128 + low // ended by a signal
        }
    }
}
