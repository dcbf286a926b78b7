import Dispatch
import HostIO

/// What wakes the run loop besides its timer: Dispatch sources for input, `SIGWINCH` and the
/// quit signals, the control socket's listener and the layout file's watch.
struct RunLoopSources {
    /// The input, resize and quit signal sources.
    var dispatch: [any DispatchSourceProtocol] = []
    /// Where to listen for `homescreen reload` and `donate` (nil: nowhere).
    let controlPath: String?
    /// The control socket's listener, once it listens.
    var control: ControlListener?
    /// The layout file's watch, once it watches.
    var layoutFile: LayoutFileWatcher?

    /// Stops them all.
    @MainActor
    mutating func cancel() {
        for source in dispatch { source.cancel() }
        dispatch = []
        control?.close()
        layoutFile?.stop()
    }
}
