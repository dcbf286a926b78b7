import BundledWidgets
import WidgetEngine

extension BundledWidgets {
    /// The bundled widgets with a home folder that does not exist, so no test reads the real
    /// one and file widgets' messages are the same on every machine, and with UTC as the
    /// machine's zone, so times are drawn the same whatever `TZ` says.
    public static var testCatalog: WidgetCatalog {
        catalog(folders: UserFolders(environment: ["HOME": "/nonexistent/home"]), timeZone: Fixtures.utc)
    }
}
