import ArgumentParser
import HomeScreenUI
import HostIO
import WidgetEngine

/// `homescreen extension remove NAME`: uninstalls an extension (its manifest and stored
/// description; the program itself stays).
struct ExtensionRemoveCommand: ParsableCommand, ExtensionSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Uninstall an extension (its program is left where it is).")

    @Argument(help: "The extension's name (homescreen extension list shows them).")
    var name: String

    func run() throws {
        guard let installed = InstalledExtensions(folders: .process) else {
            throw CommandFailure(message: "no home folder: set HOME or XDG_DATA_HOME")
        }
        do {
            try installed.remove(name)
        } catch {
            throw CommandFailure(message: error.message)
        }
        print("removed extension \(name)")
    }
}
