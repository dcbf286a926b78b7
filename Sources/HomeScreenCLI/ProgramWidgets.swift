import HomeScreenUI
import HostIO
import Plugins
import WidgetEngine

/// The widgets a command works with, handed to it by ``HomeScreenProgram``: those this binary
/// was built with, the plugins folder's, and the installed extensions'.
struct ProgramWidgets: Sendable {
    /// The widgets this binary was built with.
    var linked: WidgetCatalog
    /// The plugins of the plugins folder, as widgets whose code this binary runs (the plugin
    /// program itself runs in a process of its own).
    var plugins: [WidgetDescriptor] = []
    /// Plugin files left out, and why.
    var pluginProblems: [String] = []
    /// The plugin kinds each real-time signal reloads (`<homescreen.signal>N</…>`).
    var pluginSignals: [Int: [String]] = [:]
    /// What the installed extensions add, and the problems of those left out.
    var installed = InstalledWidgets()
    /// For the home screen: the extensions to describe again after the start (their stored
    /// descriptions, stale or missing, used meanwhile); nil when the start described them.
    var refresh: DescriptionRefresh?

    /// The widgets this binary runs itself: the linked ones, then the plugins (a kind already
    /// taken is left out). The home screen serves them all through `homescreen extension serve`.
    var own: WidgetCatalog {
        var catalog = linked
        for descriptor in plugins { catalog.register(descriptor) }
        return catalog
    }

    /// Every widget: this binary's own, then the installed extensions' (a kind already taken
    /// is left out).
    var catalog: WidgetCatalog {
        var catalog = own
        for descriptor in installed.descriptors { catalog.register(descriptor) }
        for control in installed.controls { catalog.register(control) }
        for activity in installed.activities { catalog.registerActivity(activity) }
        return catalog
    }

    /// Every problem of what was added: plugins, then extensions.
    var problems: [String] { pluginProblems + installed.problems }

    /// These widgets with the plugins folder's added (its files' heads are read; nothing runs).
    func addingPlugins(folders: UserFolders = .process) -> ProgramWidgets {
        var widgets = self
        guard let folder = PluginFolder(folders: folders) else { return widgets }
        let (found, problems) = folder.scan()
        widgets.plugins = found.map { PluginWidget.descriptor(of: $0) }
        widgets.pluginProblems = problems
        for plugin in found { if let number = plugin.metadata.signal { widgets.pluginSignals[number, default: []].append(plugin.kind) } }
        return widgets
    }

    /// These widgets with the plugins and the installed extensions' added: the one place every
    /// command (and the home screen) gets them. Starts no program unless an extension changed
    /// since it was described; with no plugins or extensions folder, adds nothing.
    func addingInstalledExtensions(folders: UserFolders = .process) async -> ProgramWidgets {
        var widgets = addingPlugins(folders: folders)
        widgets.installed = await InstalledExtensions.descriptors(folders: folders, besides: widgets.own)
        return widgets
    }

    /// The same for the home screen, whose first frame never waits on an extension: stored
    /// descriptions are used at once, stale or not, and ``refresh`` describes the stale and the
    /// missing ones after the start. Their programs, with the bundled widgets', share
    /// ``ExtensionProgramLimit/shared``.
    func addingInstalledExtensionsWithoutWaiting(folders: UserFolders = .process) -> ProgramWidgets {
        var widgets = addingPlugins(folders: folders)
        (widgets.installed, widgets.refresh) = InstalledExtensions.descriptorsWithoutWaiting(
            folders: folders, besides: widgets.own, programLimit: .shared)
        return widgets
    }
}
