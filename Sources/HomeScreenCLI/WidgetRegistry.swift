import HomeScreenUI
import Synchronization
import WidgetEngine

/// The widgets this `homescreen` binary was built with, set once by ``HomeScreenProgram``
/// before any command runs, and those of the installed extensions, added before the command
/// runs (``addInstalledExtensions(folders:)``).
enum WidgetRegistry {
    private struct Contents {
        var linked = WidgetCatalog([])
        var extensionProgram: String?
        var installed = InstalledWidgets()
    }

    private static let storage = Mutex(Contents())

    /// The linked widgets, then the installed extensions' (a kind already taken is left out).
    static var catalog: WidgetCatalog {
        storage.withLock { contents in
            var catalog = contents.linked
            for descriptor in contents.installed.descriptors { catalog.register(descriptor) }
            return catalog
        }
    }

    /// The widgets this binary was built with.
    static var linked: WidgetCatalog {
        get { storage.withLock { $0.linked } }
        set { storage.withLock { $0.linked = newValue } }
    }

    /// The program beside this binary that serves the linked widgets as an extension, if any
    /// (see ``WidgetHosting``).
    static var extensionProgram: String? {
        get { storage.withLock { $0.extensionProgram } }
        set { storage.withLock { $0.extensionProgram = newValue } }
    }

    /// What the installed extensions added, and the problems of those left out.
    static var installed: InstalledWidgets { storage.withLock { $0.installed } }

    /// Adds the installed extensions' widgets to the catalog: the one place every command
    /// (and the home screen) gets them. Starts no program unless one changed since it was
    /// described; with no extensions folder, does nothing.
    static func addInstalledExtensions(folders: UserFolders = .process) async {
        let installed = await InstalledExtensions.descriptors(folders: folders, besides: linked)
        guard !installed.descriptors.isEmpty || !installed.problems.isEmpty else { return }
        storage.withLock { $0.installed = installed }
    }
}
