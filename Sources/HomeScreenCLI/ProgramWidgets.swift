import HomeScreenUI
import HostIO
import WidgetEngine

/// The widgets a command works with, handed to it by ``HomeScreenProgram``: those this binary
/// was built with, and the installed extensions'.
struct ProgramWidgets: Sendable {
    /// The widgets this binary was built with.
    var linked: WidgetCatalog
    /// What the installed extensions add, and the problems of those left out.
    var installed = InstalledWidgets()
    /// For the home screen: the extensions to describe again after the start (their stored
    /// descriptions, stale or missing, used meanwhile); nil when the start described them.
    var refresh: DescriptionRefresh?

    /// The linked widgets, then the installed extensions' (a kind already taken is left out).
    var catalog: WidgetCatalog {
        var catalog = linked
        for descriptor in installed.descriptors { catalog.register(descriptor) }
        return catalog
    }

    /// These widgets with the installed extensions' added: the one place every command (and
    /// the home screen) gets them. Starts no program unless one changed since it was described;
    /// with no extensions folder, adds nothing.
    func addingInstalledExtensions(folders: UserFolders = .process) async -> ProgramWidgets {
        var widgets = self
        widgets.installed = await InstalledExtensions.descriptors(folders: folders, besides: linked)
        return widgets
    }

    /// The same for the home screen, whose first frame never waits on an extension: stored
    /// descriptions are used at once, stale or not, and ``refresh`` describes the stale and the
    /// missing ones after the start.
    func addingInstalledExtensionsWithoutWaiting(folders: UserFolders = .process) -> ProgramWidgets {
        var widgets = self
        (widgets.installed, widgets.refresh) = InstalledExtensions.descriptorsWithoutWaiting(folders: folders, besides: linked)
        return widgets
    }
}
