import Dispatch
import WidgetEngine

/// Whether the run loop draws now.
struct DrawingState {
    /// True while a program owns the terminal: no input is read and nothing is drawn.
    var paused = false
    /// True while a coalesced frame is scheduled.
    var framePending = false
    /// True from the start until every tile on the page on screen has a timeline to show
    /// (cached or live) or its caches are all read, input comes or the hold's time passes:
    /// frames step the engine and start calls but draw nothing, so a restart's first frame
    /// shows content, not placeholders that the cache replaces milliseconds later (and runs
    /// none of those placeholders).
    var holdsFirstFrame = false
    /// The instances on the page on screen at start, stack members included.
    var shownIDs: [WidgetInstanceID] = []
    /// Signalled once the first frame is drawn: the cache reader waits for it before it
    /// reads the caches off screen, so that they never compete with the first frame.
    var firstFrameDrawn: DispatchSemaphore?
}
