import ArgumentParser
import CMalloc
import HomeScreenUI
import Logging
import WidgetEngine

/// `homescreen extension serve`: this binary's own widgets served over the extension protocol
/// on standard input and output, until input ends. The home screen starts its own binary this
/// way to run its widgets' code out of process (``WidgetHosting``); any `homescreen` built with
/// more widgets serves those too, with no program of its own to build.
struct ExtensionServeCommand: CatalogCommand, ExtensionSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve this binary's widgets over the extension protocol on standard input and output (the home screen runs this).")

    /// The stack of the threads the widgets' process starts (Swift's async frames live on the
    /// heap; what runs on a thread's own stack is a widget's synchronous work).
    static let threadStack = 1 << 20

    func run(widgets: ProgramWidgets) async throws {
        // Log records go to standard error as `LEVEL LABEL: MESSAGE`; the host logs them, tagged.
        LoggingSystem.bootstrap(ExtensionLogHandler.init)
        // Threads of 1 MB rather than 8: the process's data limit counts reserved stacks.
        _ = memory_set_default_thread_stack(Self.threadStack)
        // `pkill --signal RTMIN+N homescreen`, meant for the home screen's plugins, reaches this
        // program too (its name is the same): it must not end it.
        HomeScreenRunLoop.ignoreWidgetSignals()
        await ExtensionServer(catalog: widgets.addingPlugins().own).serve()
    }
}
