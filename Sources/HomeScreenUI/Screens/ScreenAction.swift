/// What a screen answers to an event: for the stack (push, pop, pass the event down) and for
/// the run loop (draw, repaint, quit, launch a program).
@MainActor
enum ScreenAction {
    /// Nothing changed.
    case none
    /// Something changed: draw again.
    case redraw
    /// Repaint the whole terminal (Ctrl-L).
    case repaintAll
    /// Quit the home screen.
    case quit
    /// Run a program (an app, or the app that opens a URL).
    case launch(LaunchPlan)
    /// Put a screen on top.
    case push(any Screen)
    /// Take this screen off the stack.
    case pop
    /// Take this screen off and put another in its place.
    case replace(any Screen)
    /// Open the help for the screens as they are.
    case help
    /// Not this screen's event: the screen below gets it.
    case unhandled
}
