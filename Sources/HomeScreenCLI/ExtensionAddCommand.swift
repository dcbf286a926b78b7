import ArgumentParser
import Foundation
import HomeScreenUI
import HostIO
import Plugins
import WidgetEngine

/// `homescreen extension add PATH [--name NAME] [-- ARGUMENT...]`: installs a program as an
/// extension, once it has described itself, and lists the widgets it offers.
struct ExtensionAddCommand: CatalogCommand, ExtensionSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Install a program (a script, a built Swift program) as an extension, once it describes itself.",
        discussion: """
            The program stays where it is; its manifest and description go to \
            $XDG_DATA_HOME/homescreen/extensions/NAME/. Arguments after -- are passed to it.
            """)

    @Argument(help: "The extension's executable file.")
    var path: String

    @Option(name: .long, help: "The extension's name (default: the file's name without its extension).")
    var name: String?

    @Argument(parsing: .postTerminator, help: "Arguments the program is run with.")
    var arguments: [String] = []

    @Flag(
        name: .long,
        help: "Add it as an xbar/SwiftBar/Argos plugin (the default for a name with an interval, date.1m.sh, or a file with xbar metadata)."
    )
    var plugin = false

    func run(widgets: ProgramWidgets) async throws {
        let folders = UserFolders.process
        guard let installed = InstalledExtensions(folders: folders) else {
            throw CommandFailure(message: "no home folder: set HOME or XDG_DATA_HOME")
        }
        let executable = URL(fileURLWithPath: folders.expanding(path)).standardizedFileURL.path
        if plugin || PluginFolder.isPlugin(at: executable) {
            return try addPlugin(executable, folders: folders, widgets: widgets)
        }
        let name = self.name ?? URL(fileURLWithPath: executable).deletingPathExtension().lastPathComponent
        let added: InstalledExtension
        do {
            added = try await installed.add(executable: executable, name: name, arguments: arguments)
        } catch {
            throw CommandFailure(message: error.message)
        }
        print("added extension \(added.name) (\(folders.abbreviating(executable)))")
        let catalog = widgets.linked
        let client = ExtensionClient(added.manifest.clientConfiguration)
        for descriptor in ExtensionCatalog.descriptors(added.stored?.widgets ?? [], client: client) {
            if catalog.descriptor(forKind: descriptor.kind) != nil {
                print("\(descriptor.kind): left out, a widget of this homescreen has that kind")
            } else {
                ListCommand.printDescription(of: descriptor)
            }
        }
        for control in added.stored?.controls ?? [] {
            if catalog.control(forKind: control.control) != nil {
                print("\(control.control): left out, a control of this homescreen has that kind")
            } else {
                print("control \(control.control)  \(control.displayName)")
                if !control.description.isEmpty { print("    \(control.description)") }
            }
        }
        for activity in added.stored?.activities ?? [] where catalog.activity(forKind: activity.activity) == nil {
            print("live activity \(activity.activity) (\(activity.displayName)): homescreen activity start \(activity.activity)")
        }
    }
}

extension ExtensionAddCommand {
    /// Adds `executable` to the plugins folder and lists the widget it makes.
    func addPlugin(_ executable: String, folders: UserFolders, widgets: ProgramWidgets) throws {
        guard let folder = PluginFolder(folders: folders) else {
            throw CommandFailure(message: "no home folder: set HOME or XDG_DATA_HOME")
        }
        if name != nil || !arguments.isEmpty {
            throw UsageError(message: "a plugin takes no --name or arguments: its file's name is its name and interval")
        }
        let added: Plugin
        do {
            added = try folder.add(executable)
        } catch {
            throw CommandFailure(message: error.description)
        }
        print("added plugin \(added.fileName.name) (\(folders.abbreviating(executable)))")
        let descriptor = PluginWidget.descriptor(of: added)
        if widgets.linked.descriptor(forKind: descriptor.kind) != nil {
            print("\(descriptor.kind): left out, a widget of this homescreen has that kind")
        } else {
            ListCommand.printDescription(of: descriptor)
        }
        for problem in added.metadata.problems { print("warning: \(problem)") }
    }
}
