import Foundation
@testable import HomeScreenUI
import Terminal
import Testing

/// Every signal that would end the process and can be caught either quits cleanly or restores
/// the terminal before it ends the process (issue 19 item 8: Ctrl-\ left the alternate screen).
struct SignalCoverageTests {
    /// Signals whose default is to stop, continue or be ignored, and the two no process can catch.
    static let notEnding: Set<Int32> = [SIGCHLD, SIGCONT, SIGSTOP, SIGTSTP, SIGTTIN, SIGTTOU, SIGURG, SIGWINCH, SIGKILL]

    @Test func everyCatchableEndingSignalIsCovered() {
        let covered = Set(HomeScreenRunLoop.quitSignals + CrashRestore.fatal + CrashRestore.terminating)
        let ending = Set(Int32(1)...Int32(31)).subtracting(Self.notEnding)
        #expect(ending.subtracting(covered).sorted() == [])
        #expect(HomeScreenRunLoop.quitSignals.contains(SIGQUIT))
        #expect(covered.isDisjoint(with: Self.notEnding))
    }
}
