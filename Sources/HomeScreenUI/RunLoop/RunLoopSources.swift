import Dispatch
import HostIO

/// What wakes the run loop besides its timer: Dispatch sources for input, `SIGWINCH` and the
/// quit signals, the control socket's listener, the layout file's watch and the watch of the
/// files widgets read.
struct RunLoopSources {
    /// The input (unless the main thread's loop reads it), resize and quit signal sources.
    var dispatch: [any DispatchSourceProtocol] = []
    /// The main thread's loop, while it reads the input.
    var mainThreadLoop: MainThreadLoop?
    /// Where to listen for `homescreen reload` and `donate` (nil: nowhere).
    let controlPath: String?
    /// The control socket's listener, once it listens.
    var control: ControlListener?
    /// The layout file's watch, once it watches.
    var layoutFile: PathWatcher?
    /// The files and folders widgets read (``HomeEffects/sources``), as last told.
    var widgetPaths: Set<String> = []
    /// Their watch, once it watches.
    var widgetFiles: PathWatcher?
    /// The watch of the settings only a restart applies.
    var settings: PathWatcher?
    /// True while the catalog is being made again; with ``catalogStale``, once more after.
    var remakingCatalog = false
    var catalogStale = false

    /// Stops them all.
    @MainActor
    mutating func cancel() {
        for source in dispatch { source.cancel() }
        dispatch = []
        mainThreadLoop?.stopWatchingInput()
        mainThreadLoop?.watchFeeds(nil)
        mainThreadLoop = nil
        control?.close()
        layoutFile?.stop()
        widgetFiles?.stop()
        settings?.stop()
    }
}
