import CellGrid
import Terminal
import Terminal
import Testing

/// What can be checked of the real terminal without a tty (CI has none): nothing here starts
/// curses.
@MainActor
struct CursesTerminalTests {
    @Test func beforeStartItIsInertAndSafe() {
        let terminal = CursesTerminal(colorLimit: .indexed)
        #expect(terminal.colorLimit == .indexed)
        #expect(terminal.colorDepth == ColorDepth.none)
        #expect(terminal.size.width > 0 && terminal.size.height > 0)
        #expect(terminal.readEvents().isEmpty)
        // Stop, suspend and resume before start do nothing; a draw is only remembered.
        terminal.stop()
        terminal.suspend()
        terminal.resume()
        terminal.draw(CellBuffer(size: CellSize(width: 4, height: 1)))
        terminal.mouseEnabled = true
        terminal.stop()
    }

    @Test func emergencyRestoreIsHarmlessWithoutCurses() async {
        // Callable from any context (signal handlers run off the main actor).
        await Task.detached { CursesTerminal.emergencyRestore() }.value
    }
}
