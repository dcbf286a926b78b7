import HomeScreenUI
import Synchronization
import WidgetEngine

/// The widgets this `homescreen` binary was built with, set once by ``HomeScreenProgram``
/// before any command runs, and those of the installed extensions, added before the command
/// runs (``addInstalledExtensions(folders:)``).
enum WidgetRegistry {
    private static let storage = Mutex<WidgetCatalog>(WidgetCatalog([]))
    private static let installedStorage = Mutex<InstalledWidgets>(InstalledWidgets())

    static var catalog: WidgetCatalog {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    /// What the installed extensions added, and the problems of those left out.
    static var installed: InstalledWidgets { installedStorage.withLock { $0 } }

    /// Adds the installed extensions' widgets to the catalog: the one place every command
    /// (and the home screen) gets them. Starts no program unless one changed since it was
    /// described; with no extensions folder, does nothing.
    static func addInstalledExtensions(folders: UserFolders = .process) async {
        let installed = await InstalledExtensions.descriptors(folders: folders, besides: catalog)
        guard !installed.descriptors.isEmpty || !installed.problems.isEmpty else { return }
        storage.withLock { catalog in
            for descriptor in installed.descriptors { catalog.register(descriptor) }
        }
        installedStorage.withLock { $0 = installed }
    }
}
