import Foundation
import HostIO
import WidgetEngine

/// What the run loop does after a message (``HomeScreen/send(_:at:)``): the calls into widget
/// code to start, the reply to a control request, whether to draw, when to wake next, and
/// whether to hand the terminal to a program or quit. ``HomeScreenRunLoop/apply(_:at:)``
/// performs them, for the real terminal and for the test pilot alike.
public struct HomeEffects: Sendable {
    /// How much of the screen to draw.
    public enum Drawing: Int, Comparable, Sendable {
        /// Nothing that shows changed.
        case none
        /// Draw a frame: the cells that changed reach the terminal.
        case redraw
        /// Clear the terminal and write every cell (Ctrl-L, after a program had it).
        case repaintAll

        public static func < (lhs: Drawing, rhs: Drawing) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Calls into widget code to start now, off the main actor; each answer comes back as
    /// ``HomeMessage/answered(_:_:)`` (or ``HomeMessage/abandoned(_:)`` past its limit).
    public var calls: [WidgetCall] = []
    /// The reply to a ``HomeMessage/control(_:)`` request.
    public var reply: ControlReply?
    /// How much to draw.
    public var draw = Drawing.none
    /// The next instant anything on screen changes by itself (nil: nothing will until a message).
    public var wake: Date?
    /// The last run's caches to read off the main actor, answered with
    /// ``HomeMessage/cachesRead(_:finishesReading:)`` (those shown first) and
    /// ``HomeMessage/donationsRead(_:)``.
    public var readCaches: CacheReading?
    /// A program to run in the terminal (an app, or the app that opens a URL); its end comes
    /// back as ``HomeMessage/launchFinished(failure:)``.
    public var launch: LaunchPlan?
    /// The instances of live widgets on the page shown, when that changed (nil: unchanged):
    /// each widget is told of its own (see ``LiveUpdates``), and stops when it has none.
    public var attention: [LiveInstance]?
    /// A command a widget offered that the user confirmed: run it (in the terminal or in the
    /// background); its end comes back as ``HomeMessage/commandFinished(_:failure:)``.
    public var command: CommandRun?
    /// Ask the terminal for its background color (OSC 11), or stop waiting for the answer
    /// (its deadline, handed as a ``wake``, passed); nil: nothing to do.
    public var backgroundQuery: BackgroundQuery?
    /// The files and folders widgets read, when that changed (nil: unchanged): watch these,
    /// and send ``HomeMessage/sourcesChanged(_:)`` when some change.
    public var sources: Set<String>?
    /// The widgets installed now, when they changed (nil: unchanged): calls into widget code
    /// and live widgets are looked up in it from now on.
    public var catalog: WidgetCatalog?
    /// Quit the home screen.
    public var quit = false
    /// How many calls ran in the burst of work that just ended (nil: none ended): memory can
    /// be given back.
    public var finishedBurst: Int?

    /// What to do about the terminal's background color.
    public enum BackgroundQuery: Sendable, Equatable {
        /// Send the question; the answer comes back as ``HomeMessage/terminalBackground(_:)``.
        case ask
        /// The deadline passed: a sequence cut short is taken for keys again.
        case stopWaiting
    }

    public init() {}

    /// These effects followed by `later`'s (several messages handled before one frame): every
    /// call, the larger drawing, the last wake, the first reply, launch and quit.
    public mutating func absorb(_ later: HomeEffects) {
        calls += later.calls
        reply = reply ?? later.reply
        draw = max(draw, later.draw)
        wake = later.wake
        readCaches = readCaches ?? later.readCaches
        launch = launch ?? later.launch
        attention = later.attention ?? attention
        sources = later.sources ?? sources
        catalog = later.catalog ?? catalog
        command = command ?? later.command
        backgroundQuery = later.backgroundQuery ?? backgroundQuery
        quit = quit || later.quit
        finishedBurst = later.finishedBurst.map { $0 + (finishedBurst ?? 0) } ?? finishedBurst
    }
}
