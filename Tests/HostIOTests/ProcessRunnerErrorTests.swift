import Foundation
import HostIO
import Testing

/// A program run in the terminal tells the home screen what went wrong: its status and the
/// first line it wrote to standard error (which still reaches the terminal), or why it could
/// not start.
struct ProcessRunnerErrorTests {
    @Test func theFirstLineOfStandardErrorIsKept() async {
        let exit = await ProcessRunner().runReportingErrors([
            "/bin/sh", "-c", "printf '\\n  \\n'; echo '\\033[31mless: rose.jpg may be a binary file\\033[0m' >&2; echo second >&2; exit 3",
        ])
        #expect(exit == ProgramExit(status: 3, errorLine: "less: rose.jpg may be a binary file"))
    }

    @Test func aProgramThatSaysNothingHasNoLine() async {
        #expect(await ProcessRunner().runReportingErrors(["/bin/sh", "-c", "exit 4"]) == ProgramExit(status: 4))
        #expect(await ProcessRunner().runReportingErrors(["/bin/sh", "-c", "true"]) == ProgramExit(status: 0))
    }

    /// A program that leaves a child holding standard error open (xdg-open starting a
    /// browser) is answered when it exits: the child is still running then. (It would run
    /// for ten minutes; it is ended here.)
    @Test func aChildHoldingTheStreamDoesNotHoldTheAnswer() async throws {
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("hs-child-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: pidFile) }
        let exit = await ProcessRunner().runReportingErrors([
            "/bin/sh", "-c", "echo 'opening failed' >&2; sleep 600 & echo $! > '\(pidFile.path)'; exit 1",
        ])
        let pid = try #require(Int32(try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        defer { kill(pid, SIGTERM) }
        #expect(exit == ProgramExit(status: 1, errorLine: "opening failed"))
        #expect(kill(pid, 0) == 0, "the child still runs when the answer comes")
    }

    @Test func aProgramThatIsNotThereSaysSo() async {
        let exit = await ProcessRunner().runReportingErrors(["no-such-program-here"])
        #expect(exit == ProgramExit(status: 127, errorLine: "no-such-program-here: No such file or directory"))
    }
}
