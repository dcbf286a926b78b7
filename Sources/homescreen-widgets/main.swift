import BundledWidgets
import CMalloc
import Logging
import WidgetEngine

// The bundled widgets as an extension: the home screen starts this program and asks it for
// placeholders, snapshots and timelines over the extension protocol (docs/extension-protocol.md).
// Log records go to standard error as `LEVEL LABEL: MESSAGE`; the home screen logs them, tagged.
LoggingSystem.bootstrap(ExtensionLogHandler.init)
// Threads of 1 MB rather than 8: the process's data limit counts reserved stacks.
_ = memory_set_default_thread_stack(1 << 20)
await ExtensionServer(catalog: WidgetCatalog(BundledWidgets().descriptors)).serve()
