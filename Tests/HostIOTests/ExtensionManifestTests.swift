import Foundation
import HostIO
import Testing

/// `manifest.toml`: what is read, and every problem with its file, line and field.
struct ExtensionManifestTests {
    static let file = "/data/extensions/hello/manifest.toml"

    @Test func aManifestReadsWithARelativeExecutableFromItsFolder() throws {
        let text = """
            name = "hello"
            executable = "bin/hello.py"
            arguments = ["--loud"]
            memory-limit-mb = 64
            """
        let manifest = try ExtensionManifest.read(text, file: Self.file).get()
        #expect(manifest.name == "hello")
        #expect(manifest.executable == "/data/extensions/hello/bin/hello.py")
        #expect(manifest.commandLine == ["/data/extensions/hello/bin/hello.py", "--loud"])
        #expect(manifest.clientConfiguration.memoryLimit == 64 << 20)
    }

    @Test func writtenTextReadsBackAsTheSameManifest() throws {
        let manifest = ExtensionManifest(name: "hello", executable: "/opt/my \"tools\"/hello", arguments: ["a b", "c"], memoryLimitMB: 96)
        #expect(try ExtensionManifest.read(manifest.text, file: Self.file).get() == manifest)
    }

    @Test func everyProblemNamesItsLineAndField() {
        let text = """
            name = "other"
            executable = 3
            arguments = ["ok", 4]
            memory-limit-mb = 1
            colour = "blue"
            """
        guard case let .failure(error) = ExtensionManifest.read(text, file: Self.file) else {
            Issue.record("a bad manifest was read")
            return
        }
        let lines = error.problems.map(\.description)
        #expect(lines.contains("\(Self.file):5: colour: unknown key; a manifest has name, executable, arguments and memory-limit-mb"))
        #expect(lines.contains { $0.hasPrefix("\(Self.file):1: name: \"other\" is not the name of its folder, \"hello\"") })
        #expect(lines.contains { $0.hasPrefix("\(Self.file):2: executable: 3 is not a non-empty string") })
        #expect(lines.contains("\(Self.file):3: arguments[1]: 4 is not a string; every argument is a string"))
        #expect(lines.contains { $0.hasPrefix("\(Self.file):4: memory-limit-mb: 1 is not a whole number of megabytes") })
    }

    @Test func aMissingExecutableAndBrokenTOMLAreReported() {
        guard case let .failure(missing) = ExtensionManifest.read("name = \"hello\"\n", file: Self.file),
            case let .failure(broken) = ExtensionManifest.read("name = \"hello\nexecutable = \n", file: Self.file)
        else {
            Issue.record("a bad manifest was read")
            return
        }
        #expect(missing.problems.map(\.field) == ["executable"])
        #expect(broken.problems.first?.message.hasPrefix("is not valid TOML") == true)
        #expect(broken.problems.first?.line == 1)
    }
}
