import Foundation
import Testing
import TestSupport

/// The plugins folder from the command line: `extension add` links a plugin in, `list`,
/// `render` and `check` see it, `remove` takes it out again.
struct PluginCommandTests {
    @Test func addListRenderCheckAndRemoveAPlugin() async throws {
        let root = URL(fileURLWithPath: "/tmp/hs-plugin-cli-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let environment = ExtensionFaultEndToEndTests.environment(root)
        let plugin = root.appendingPathComponent("date.1m.sh")
        try ExecutableScript.write(
            "#!/bin/sh\n# <xbar.title>Date</xbar.title>\n# <xbar.desc>Today.</xbar.desc>\necho 'Friday | color=red'\necho ---\necho 'Week 47'\n",
            to: plugin)

        let added = try await BinaryRunner.run(["extension", "add", plugin.path], environment: environment)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.hasPrefix("added plugin date ("), "\(added.stdout)")
        #expect(added.stdout.contains("plugin.date  Date\n    Today. Plugin date.1m.sh. Runs every 1 min, while shown."))
        let link = root.appendingPathComponent("data/homescreen/plugins/date.1m.sh").path
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == plugin.path)

        let again = try await BinaryRunner.run(["extension", "add", plugin.path], environment: environment)
        #expect(again.status == 1 && again.stderr.contains("a plugin named date is added already"), "\(again.stderr)")

        let list = try await BinaryRunner.run(["extension", "list"], environment: environment)
        #expect(
            list.stdout.contains("date  \(plugin.path)  (plugin)\n    widget: plugin.date, runs every 1 min, while shown"), "\(list.stdout)"
        )

        let rendered = try await BinaryRunner.run(
            ["render", "plugin.date", "--family", "medium", "--color", "never"], environment: environment)
        #expect(rendered.status == 0 && rendered.stdout.contains("Friday") && rendered.stdout.contains("Week 47"), "\(rendered.stdout)")

        // A plugin file that is not executable is named by check, and left out.
        let folder = root.appendingPathComponent("data/homescreen/plugins")
        try "echo x\n".write(to: folder.appendingPathComponent("broken.5m.sh"), atomically: true, encoding: .utf8)
        let check = try await BinaryRunner.run(["check"], environment: environment)
        #expect(check.stdout.contains("plugin broken.5m.sh: not executable (chmod +x \(folder.path)/broken.5m.sh)"), "\(check.stdout)")

        let removed = try await BinaryRunner.run(["extension", "remove", "date"], environment: environment)
        #expect(removed.status == 0 && removed.stdout == "removed plugin date (date.1m.sh)\n", "\(removed.stdout)\(removed.stderr)")
        #expect(FileManager.default.fileExists(atPath: plugin.path), "the plugin itself stays")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == nil)
    }
}
