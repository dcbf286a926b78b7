import ArgumentParser
import HomeScreenUI
import HostIO
import WidgetEngine

/// `homescreen extension list`: the installed extensions, their programs and widget kinds, and
/// whether each stored description is current. Starts no program.
struct ExtensionListCommand: ParsableCommand, ExtensionSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the installed extensions: program, widget kinds, and whether the stored description is current.")

    func run() throws {
        let folders = UserFolders.process
        guard let installed = InstalledExtensions(folders: folders) else { return }
        let (extensions, problems) = installed.scan()
        if extensions.isEmpty && problems.isEmpty {
            print("no extensions installed (homescreen extension add PATH installs one)")
        }
        for found in extensions {
            print("\(found.name)  \(folders.abbreviating(found.manifest.commandLine.joined(separator: " ")))")
            if let stored = found.stored {
                print("    widgets: \(stored.widgets.map(\.widget).joined(separator: ", "))")
            }
            print("    description: \(Self.state(of: found))")
        }
        for problem in problems { print(problem) }
    }

    /// Whether the extension's stored description is current, and what happens otherwise.
    static func state(of found: InstalledExtension) -> String {
        if found.currentDescription != nil { return "current" }
        if let reason = found.unrunnableReason { return "cannot be renewed: \(reason)" }
        return found.stored == nil
            ? "missing; the program is asked at the next start"
            : "stale (the program or its arguments changed); the program is asked again at the next start"
    }
}
