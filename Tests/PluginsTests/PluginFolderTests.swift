import Foundation
import Plugins
import Testing
import TestSupport

/// The plugins folder is read as every folder and file of the user's is (``UserFolder``,
/// ``UserFile``): what is not a plugin is skipped, a plugin that cannot be read is a problem
/// line naming it, and something that is not a folder where the folder should be is one
/// problem, never a hang.
struct PluginFolderTests {
    @Test func pluginsAreReadAndWhatIsNotOneIsSkippedOrNamed() throws {
        let folder = try HostileFile.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ExecutableScript.write("#!/bin/sh\n# <xbar.title>Load</xbar.title>\necho up\n", to: folder.appendingPathComponent("cpu.5s.sh"))
        try ExecutableScript.write("#!/bin/sh\necho hidden\n", to: folder.appendingPathComponent(".hidden.5s.sh"))
        try Data("{}".utf8).write(to: folder.appendingPathComponent("cpu.5s.sh.vars.json"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("lib.1m.d"), withIntermediateDirectories: true)
        try Data("echo no\n".utf8).write(to: folder.appendingPathComponent("plain.5m.sh"))
        try HostileFile.namedPipe.make(at: folder.appendingPathComponent("pipe.1m.sh"))
        chmod(folder.appendingPathComponent("pipe.1m.sh").path, 0o755)
        let (plugins, problems) = PluginFolder(folder: folder).scan()
        #expect(plugins.map(\.kind) == ["plugin.cpu"])
        #expect(plugins.first?.displayName == "Load")
        #expect(
            problems == [
                "plugin pipe.1m.sh: \(folder.path)/pipe.1m.sh is a named pipe, not a file",
                "plugin plain.5m.sh: not executable (chmod +x \(folder.path)/plain.5m.sh)",
            ])
    }

    @Test(arguments: [HostileFile.namedPipe, .linkLoop]) func aPluginsFolderThatIsNotOneIsOneProblem(_ hostile: HostileFile) throws {
        let folder = try HostileFile.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plugins = folder.appendingPathComponent("plugins")
        try hostile.make(at: plugins)
        let scanned = PluginFolder(folder: plugins).scan()
        #expect(scanned.plugins.isEmpty)
        let reason = hostile == .namedPipe ? "is a named pipe, not a folder" : hostile.reason
        #expect(scanned.problems == ["plugins: \(plugins.path) \(reason); no plugin is loaded"])
    }
}
