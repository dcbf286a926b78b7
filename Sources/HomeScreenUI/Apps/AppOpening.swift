import Foundation
import HostIO
import Logging
import Terminal

/// Carries out a ``LaunchPlan`` on the terminal: suspends curses, runs the program in the
/// terminal, falls back to the app's top when the program fails, and brings the home screen
/// back; every step is logged.
///
/// While ``execute(_:terminal:runner:log:)`` waits for the program, the main actor is free:
/// the caller must not read input from or draw on the suspended terminal until it returns.
@MainActor
public struct AppOpening {
    public init() {}

    /// Executes `plan` and returns the text of a toast to show, or nil when there is none.
    ///
    /// - ``LaunchPlan/noApp(_:)``: the terminal is left alone; the toast names the URL.
    /// - ``LaunchPlan/run(app:arguments:fallback:)``: `terminal` is suspended, `arguments` run;
    ///   if they exit with a non-zero status and there is a fallback, the fallback runs (still
    ///   suspended); then the terminal is resumed (repainting the home screen). No toast when
    ///   the program or its fallback succeeded, else "Name failed (status N): its first line
    ///   of standard error" with the last status.
    /// - ``LaunchPlan/refused(_:)``: the terminal is left alone; the toast gives the reason.
    public func execute(_ plan: LaunchPlan, terminal: any Terminal, runner: any ProgramRunner, log: Logger) async -> String? {
        switch plan {
        case let .noApp(url):
            log.notice("No app opens \(url.absoluteString)", metadata: ["scheme": "\(url.scheme ?? "(none)")"])
            return "No app opens \(url.absoluteString)"

        case let .refused(reason):
            log.notice("Nothing to open: \(reason)")
            return reason

        case let .run(app, arguments, fallback):
            log.info("Opening \(app.name)", metadata: ["arguments": "\(arguments)"])
            terminal.suspend()
            log.debug("Terminal suspended for \(app.name)")
            var exit = await runner.runReportingErrors(arguments)
            log.info("\(app.name) exited with status \(exit.status)", metadata: ["arguments": "\(arguments)"])
            if exit.status != 0, let fallback {
                log.warning("\(app.name) failed (status \(exit.status)); falling back to its top", metadata: ["arguments": "\(fallback)"])
                exit = await runner.runReportingErrors(fallback)
                log.info("\(app.name) (fallback) exited with status \(exit.status)", metadata: ["arguments": "\(fallback)"])
            }
            terminal.resume()
            log.debug("Terminal resumed after \(app.name)")
            guard exit.status != 0 else { return nil }
            let failed = "\(app.name) failed (status \(exit.status))" + (exit.errorLine.map { ": \($0)" } ?? "")
            log.error("\(failed)")
            return failed
        }
    }
}
