import Dispatch
import WidgetEngine

/// Whether the run loop draws now.
struct DrawingState {
    /// The program that owns the terminal while it runs: no input is read and nothing is
    /// drawn until it ends.
    var launch: Task<Void, Never>?
    /// True from the start until every tile on the page on screen has a timeline to show
    /// (cached or live) or its caches are all read, input comes or the hold's time passes:
    /// messages step the screen and start calls but nothing is drawn, so a restart's first
    /// frame shows content, not placeholders that the cache replaces milliseconds later (and
    /// runs none of those placeholders).
    var holdsFirstFrame = false
    /// The instances on the page on screen at start, stack members included.
    var shownIDs: [WidgetInstanceID] = []
    /// Signalled once the first frame is drawn: the cache reader waits for it before it
    /// reads the caches off screen, so that they never compete with the first frame.
    var firstFrameDrawn: DispatchSemaphore?

    /// The number of the frame the terminal shows (``HomeFrame/number``).
    var lastFrame: Int?
    /// True while a program owns the terminal.
    var paused: Bool { launch != nil }
}
