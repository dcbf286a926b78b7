/// Runs a program to completion in the terminal the home screen has suspended
/// (``ProcessRunner``; tests use a fake that records what it is asked to run).
public protocol ProgramRunner: Sendable {
    /// Runs `arguments` (the program, looked up on `PATH`, then its arguments) and returns its
    /// exit status once it has exited: 0 for success, 127 when the program cannot be started,
    /// 128 + the signal's number when a signal ended it.
    func run(_ arguments: [String]) async -> Int32

    /// Runs `arguments` as ``run(_:)`` does, also answering the first line the program wrote
    /// to standard error (which still reaches the terminal), so a failure can say what went
    /// wrong once the home screen is back. By default no line.
    func runReportingErrors(_ arguments: [String]) async -> ProgramExit
}

extension ProgramRunner {
    public func runReportingErrors(_ arguments: [String]) async -> ProgramExit {
        ProgramExit(status: await run(arguments))
    }
}
