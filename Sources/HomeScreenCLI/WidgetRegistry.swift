import Synchronization
import WidgetEngine

/// The widgets this `homescreen` binary was built with, set once by ``HomeScreenProgram``
/// before any command runs.
enum WidgetRegistry {
    private static let storage = Mutex<WidgetCatalog>(WidgetCatalog([]))

    static var catalog: WidgetCatalog {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}
