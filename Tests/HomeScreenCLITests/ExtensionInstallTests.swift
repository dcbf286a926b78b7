import Foundation
import Testing
import TestSupport

/// The example extensions pass `homescreen extension check`, and one installed with
/// `extension add` is listed, rendered and removed by the real binary.
struct ExtensionInstallTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let examples = root.appendingPathComponent("Examples/Extensions")

    /// A home of its own for a sequence of runs (HOME and XDG_DATA_HOME), removed by the caller.
    static func home() throws -> (folder: URL, environment: [String: String]) {
        let folder = URL(fileURLWithPath: "/tmp/hs-install-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("data"), withIntermediateDirectories: true)
        return (folder, ["HOME": folder.path, "XDG_DATA_HOME": folder.appendingPathComponent("data").path])
    }

    @Test(arguments: ["hello.py", "hello.sh"])
    func theExamplePassesTheCheck(_ name: String) async throws {
        let result = try await BinaryRunner.run(["extension", "check", Self.examples.appendingPathComponent(name).path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("timeline (small, "))
        #expect(result.stdout.hasSuffix("conforms to the extension protocol 1\n"))
    }

    /// A timeline of one entry is counted as one ("1 entry", not "1 entries"): the fault
    /// extension answers one good entry to a request dated before its fault instant.
    @Test func aTimelineOfOneEntryIsCountedInTheSingular() async throws {
        let faults = Self.root.appendingPathComponent("Tests/FaultExtension/fault-extension.py").path
        let result = try await BinaryRunner.run([
            "extension", "check", "--", faults, "--fault-from", "99999999999", "--only", "fault-throw",
        ])
        #expect(result.stdout.contains("fault-throw: timeline (small, 1 entry)"), "\(result.stdout)\(result.stderr)")
        #expect(!result.stdout.contains("1 entries"))
    }

    @Test func anAddedExtensionIsListedRenderedAndRemoved() async throws {
        let (folder, environment) = try Self.home()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = Self.examples.appendingPathComponent("hello.py").path

        let added = try await BinaryRunner.run(["extension", "add", script], environment: environment)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.hasPrefix("added extension hello (\(script))\nhello  Hello\n"))
        #expect(added.stdout.contains("    parameter name: Name (string, default \"world\")"))
        let description = folder.appendingPathComponent("data/homescreen/extensions/hello/description.json")
        #expect(FileManager.default.fileExists(atPath: description.path))

        let again = try await BinaryRunner.run(["extension", "add", script], environment: environment)
        #expect(again.status == 1)
        #expect(again.stderr.contains("an extension named hello is installed already"))

        let installed = try await BinaryRunner.run(["extension", "list"], environment: environment)
        #expect(installed.stdout == "hello  \(script)\n    widgets: hello\n    description: current\n")

        let list = try await BinaryRunner.run(["list"], environment: environment)
        #expect(list.stdout.contains("clock  Clock\n"))
        #expect(list.stdout.contains("hello  Hello  (extension hello)\n    A greeting and the time, from a Python script.\n"))

        let render = try await BinaryRunner.run(
            ["render", "hello", "--family", "small", "--at", "2026-11-23T18:00:00Z", "--config", "name=Ana"], environment: environment)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stdout.contains("Hello, Ana!"))
        #expect(render.stdout.contains("6:00"))

        let removed = try await BinaryRunner.run(["extension", "remove", "hello"], environment: environment)
        #expect(removed.stdout == "removed extension hello\n")
        let after = try await BinaryRunner.run(["list"], environment: environment)
        #expect(!after.stdout.contains("hello"))
        let none = try await BinaryRunner.run(["extension", "remove", "hello"], environment: environment)
        #expect(none.status == 1)
        #expect(none.stderr.contains("no extension is named hello; none is installed"))
    }

    @Test func aFailedDescriptionIsAProblemOfCheckAndTheWidgetsAreLeftOut() async throws {
        let (folder, environment) = try Self.home()
        defer { try? FileManager.default.removeItem(at: folder) }
        let extensionFolder = folder.appendingPathComponent("data/homescreen/extensions/broken")
        try FileManager.default.createDirectory(at: extensionFolder, withIntermediateDirectories: true)
        try "name = \"broken\"\nexecutable = \"/bin/false\"\n".write(
            to: extensionFolder.appendingPathComponent("manifest.toml"), atomically: true, encoding: .utf8)

        let check = try await BinaryRunner.run(["check"], environment: environment)
        #expect(check.status == 1)
        #expect(check.stdout.contains("extension broken: it could not describe itself: "))
        let list = try await BinaryRunner.run(["list"], environment: environment)
        #expect(list.status == 0)
        #expect(list.stdout.contains("clock  Clock\n"))
    }

    /// The twenty-line Python widget of docs/extensions.md (which the README points to).
    @Test func theDocumentedScriptInstallsAndIsListed() async throws {
        let (folder, environment) = try Self.home()
        defer { try? FileManager.default.removeItem(at: folder) }
        let readme = try String(contentsOf: Self.root.appendingPathComponent("docs/extensions.md"), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "```python\n").dropFirst().first?.components(separatedBy: "\n```").first)
        let script = folder.appendingPathComponent("minute.py")
        try ExecutableScript.write(block + "\n", to: script)

        let added = try await BinaryRunner.run(["extension", "add", script.path], environment: environment)
        #expect(added.status == 0, "\(added.stdout)\(added.stderr)")
        let list = try await BinaryRunner.run(["list"], environment: environment)
        #expect(list.stdout.contains("minute  Minute  (extension minute)\n"), "\(list.stdout)")
    }
}
