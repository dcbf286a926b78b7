/// What a screen answers to an event: what the user meant (an intent, for the model), what
/// the stack should do (push, pop, pass the event down) and what the run loop should do
/// (repaint, quit, launch a program). The one answer of every screen.
@MainActor
enum ScreenAction {
    /// Nothing changed.
    case none
    /// The screen's own state changed (a sheet's highlight): draw again.
    case redraw
    /// Not this screen's event: the screen below gets it.
    case unhandled
    /// What the user meant, for the model to apply.
    case intent(HomeIntent)
    /// Put a screen on top.
    case push(any Screen)
    /// Take this screen off the stack.
    case pop
    /// Take this screen off and put another in its place.
    case replace(any Screen)
    /// Open the help for the screens as they are.
    case help
    /// Repaint the whole terminal (Ctrl-L).
    case repaintAll
    /// Quit the home screen.
    case quit
    /// Run a program (an app, or the app that opens a URL).
    case launch(LaunchPlan)
    /// Run a command a widget offered, which the user confirmed.
    case run(CommandRun)
    /// Several of these, in order (add a widget, then close the gallery).
    indirect case all([ScreenAction])

    /// `intents` to apply, in order.
    static func intents(_ intents: HomeIntent...) -> ScreenAction {
        .all(intents.map(ScreenAction.intent))
    }

    /// A toast.
    static func toast(_ text: String) -> ScreenAction {
        .intent(.toast(text))
    }
}
