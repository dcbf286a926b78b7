import ArgumentParser
import HomeScreenUI
import Foundation
import HostIO
import Plugins
import WidgetEngine

/// `homescreen extension list`: the installed extensions, their programs, widget, control and
/// live activity kinds, and whether each stored description is current. Starts no program.
struct ExtensionListCommand: ParsableCommand, ExtensionSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract:
            "List the installed extensions and plugins: program, widget and control kinds, and whether the stored description is current.")

    func run() throws {
        let folders = UserFolders.process
        guard let installed = InstalledExtensions(folders: folders) else { return }
        let (extensions, problems) = installed.scan()
        let (plugins, pluginProblems) = PluginFolder(folders: folders)?.scan() ?? ([], [])
        if extensions.isEmpty && problems.isEmpty && plugins.isEmpty && pluginProblems.isEmpty {
            print("no extensions installed (homescreen extension add PATH installs one)")
        }
        for plugin in plugins {
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: plugin.file.path)) ?? plugin.file.path
            print("\(plugin.fileName.name)  \(folders.abbreviating(target))  (plugin)")
            print("    widget: \(plugin.kind), runs \(plugin.stream == nil ? plugin.fileName.intervalText : "as a stream"), while shown")
        }
        for problem in pluginProblems { print(problem) }
        for found in extensions {
            print("\(found.name)  \(folders.abbreviating(found.manifest.commandLine.joined(separator: " ")))")
            if let stored = found.stored {
                print("    widgets: \(stored.widgets.map(\.widget).joined(separator: ", "))")
                for (noun, kinds) in [("controls", stored.controls.map(\.control)), ("live activities", stored.activities.map(\.activity))]
                where !kinds.isEmpty {
                    print("    \(noun): \(kinds.joined(separator: ", "))")
                }
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
