import Foundation

extension HomeScreenRunLoop {
    /// Adds problems found after the start (an extension that could not describe itself in the
    /// background) to those `!` shows, says so in the status bar, and redraws.
    public func addProblems(_ lines: [String]) {
        guard let first = lines.first else { return }
        screen.startupProblems += lines
        screen.announce(first + " (! shows the problems)", at: clock.now)
        requestFrame()
    }
}
