import CellGrid
import Foundation
import HostIO
import Terminal
import WidgetEngine

/// Everything that reaches the home screen, as one value: ``HomeScreen/send(_:at:)`` takes
/// each and answers the ``HomeEffects`` the run loop performs.
///
/// New kinds of input (a button pressed in a widget, an intent's answer, a control's value, a
/// stream's line) are new cases here, not new entry points.
public enum HomeMessage: Sendable {
    // MARK: The user

    /// A key pressed.
    case key(Key)
    /// A click or a turn of the wheel.
    case mouse(MouseEvent)
    /// Text pasted into the terminal (bracketed paste): typed where text is typed, never
    /// taken as commands.
    case paste(String)
    /// The terminal's new size.
    case resize(CellSize)
    /// The button or toggle `target` of the widget `id` pressed, as Enter, Space or a click
    /// on it does: its intent runs where the widget's provider runs, after the instance's
    /// earlier presses; the answer comes back as ``answered(_:_:)``.
    case press(PressTarget, in: WidgetInstanceID)
    /// Show the lock screen or StandBy over the pages (a flag at start; the `L` and `S` keys
    /// push them as keys).
    case present(FullScreen)

    /// The terminal's background color, its answer to the question
    /// ``HomeEffects/backgroundQuery`` asked: with `theme_mode = "auto"`, the theme's light or
    /// dark variant follows it.
    case terminalBackground(TerminalColor)
    /// The terminal gained focus: with `theme_mode = "auto"`, its background is asked again
    /// (the system may have switched between light and dark meanwhile).
    case focusIn

    /// The control `kind` of the controls row pressed, as Enter, Space or a click on it does:
    /// a toggle flips at once and its intent runs with the other state.
    case pressControl(String)

    // MARK: Time

    /// Time passed: the run loop's timer fired at the instant it was armed for (or the test
    /// pilot moved its clock). `monotonic` is the monotonic clock's reading, against which a
    /// jump of the wall clock (a time or zone change) is noticed.
    case tick(monotonic: TimeInterval)

    // MARK: Starting

    /// The run loop took a terminal of this size: place the instances, ask for what is due.
    /// With a store, the effects ask for the last run's caches to be read
    /// (``HomeEffects/readCaches``).
    case start(CellSize)
    /// Caches of the last run, read as ``HomeEffects/readCaches`` asked; `finishesReading`
    /// with the last of them.
    case cachesRead([HomeScreen.CacheRead], finishesReading: Bool)
    /// The interaction donations kept in the state folder, read at start.
    case donationsRead(DonationStore)
    /// The live activities kept in the state folder, read at start.
    case activitiesRead(ActivityBook)

    // MARK: Widget code

    /// A call into widget code answered.
    case answered(WidgetCall, WidgetCallResult)
    /// A call into widget code gave no answer within its limit: its worker is free again.
    case abandoned(WidgetCall)
    /// Content widgets pushed for their instances outside their reloads (a stream's lines,
    /// the live System widget's samples, an extension's own pushes), coalesced to one message
    /// per display instant: one frame for the lot.
    case pushed([WidgetPush])
    /// `ControlCenter` was asked to reload controls off the main thread (an extension's push:
    /// ``ExtensionControlPush``); ``HomeScreen/send(_:at:)`` takes its requests, as with every
    /// message.
    case controlsRequested
    /// A command a widget offered, confirmed by the user, has ended (`failure`: what went
    /// wrong, for the user).
    case commandFinished(CommandRun, failure: String?)

    // MARK: Outside

    /// A request through the control socket (`homescreen reload`, `donate`); the effects carry
    /// the reply.
    case control(ControlMessage)
    /// A program run from the screen ended (`failure`: what went wrong, for the user).
    case launchFinished(failure: String?)
    /// The layout file changed on disk.
    case layoutFileChanged
    /// The real-time signal `SIGRTMIN+number` arrived: reload the widgets that asked for it
    /// (a plugin's `<homescreen.signal>`, as Waybar's `signal`).
    case signal(Int)
    /// Something the host tells the user once (a layout written or refused at start, a socket
    /// it could not open).
    case notice(String)
    /// Files or folders widgets read changed on disk (``HomeEffects/sources`` says which are
    /// watched): the instances that read them reload, free of budget, coalesced.
    case sourcesChanged(Set<String>)
    /// Settings that only a restart applies changed on disk (their names: `config.toml`,
    /// `installed extensions`, ...): the status line says so until the restart.
    case settingsChanged([String])
    /// The widgets installed changed while the screen runs (`homescreen extension add` or
    /// `remove`): the gallery offers the new ones at once; placed instances of a kind that
    /// arrives ask for their timelines.
    case catalogChanged(WidgetCatalog)
    /// Problems found after the start (an installed extension that could not describe itself
    /// in the background): added to those `!` shows, the first said in the status bar.
    case problemsFound([String])
}
