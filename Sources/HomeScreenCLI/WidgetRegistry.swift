import Synchronization
import WidgetEngine

/// The widgets this `homescreen` binary was built with, set once by ``HomeScreenProgram``
/// before any command runs.
enum WidgetRegistry {
    private static let storage = Mutex<(catalog: WidgetCatalog, extensionProgram: String?)>((WidgetCatalog([]), nil))

    static var catalog: WidgetCatalog {
        get { storage.withLock { $0.catalog } }
        set { storage.withLock { $0.catalog = newValue } }
    }

    /// The program beside this binary that serves the same widgets as an extension, if any
    /// (see ``WidgetHosting``).
    static var extensionProgram: String? {
        get { storage.withLock { $0.extensionProgram } }
        set { storage.withLock { $0.extensionProgram = newValue } }
    }
}
