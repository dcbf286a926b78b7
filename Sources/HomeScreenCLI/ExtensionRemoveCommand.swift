import ArgumentParser
import HomeScreenUI
import HostIO
import Plugins
import WidgetEngine

/// `homescreen extension remove NAME`: uninstalls an extension (its manifest and stored
/// description; the program itself stays).
struct ExtensionRemoveCommand: ParsableCommand, ExtensionSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Uninstall an extension or a plugin (its program is left where it is).")

    @Argument(help: "The extension's or plugin's name (homescreen extension list shows them).")
    var name: String

    func run() throws {
        guard let installed = InstalledExtensions(folders: .process) else {
            throw CommandFailure(message: "no home folder: set HOME or XDG_DATA_HOME")
        }
        do {
            if let plugin = try PluginFolder(folders: .process)?.remove(name) {
                print("removed plugin \(plugin.fileName.name) (\(plugin.file.lastPathComponent))")
                return
            }
        } catch {
            throw CommandFailure(message: error.description)
        }
        do {
            try installed.remove(name)
        } catch {
            throw CommandFailure(message: error.message)
        }
        print("removed extension \(name)")
    }
}
