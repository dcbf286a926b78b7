import Foundation
import Testing
import TestSupport

/// `scripts/install` puts a working `homescreen` in `$PREFIX/bin` (the build the tests have, not
/// a release build: that takes minutes), and README.md's apt-get line names exactly the packages
/// `.ci/run` installs (`scripts/debian-packages`).
struct InstallScriptTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theInstalledBinaryRunsFromThePrefix() async throws {
        let prefix = URL(fileURLWithPath: "/tmp/hs-prefix-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let built = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        let install = try await ChildProcess.run(
            "/bin/bash", [Self.root.appendingPathComponent("scripts/install").path],
            environment: ["PATH": "/usr/bin:/bin", "HOME": "/nonexistent", "PREFIX": prefix.path, "HOMESCREEN_BINARY": built])
        #expect(install.status == 0, "\(install.stdout)\(install.stderr)")
        let installed = prefix.appendingPathComponent("bin/homescreen").path
        #expect(install.stdout.contains("installed \(installed)"))
        #expect(install.stdout.contains("\(prefix.path)/bin is not on PATH"))
        // Run from the prefix, with nothing of the build folder beside it: its bundled widgets
        // come with it.
        let rendered = try await ChildProcess.run(
            installed, ["render", "clock", "--family", "small", "--at", "2026-12-24T08:00"],
            environment: ["PATH": "/usr/bin:/bin", "HOME": prefix.path, "TZ": "UTC", "LANG": "C.UTF-8"])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(rendered.stdout.contains("Thu 24 Dec"))
    }

    @Test func aMissingBinaryIsAClearError() async throws {
        let install = try await ChildProcess.run(
            "/bin/bash", [Self.root.appendingPathComponent("scripts/install").path],
            environment: ["PATH": "/usr/bin:/bin", "PREFIX": "/tmp/hs-never", "HOMESCREEN_BINARY": "/nonexistent/homescreen"])
        #expect(install.status == 1)
        #expect(install.stderr == "install: /nonexistent/homescreen is not an executable file\n")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/hs-never"))
    }

    @Test func readmeListsExactlyThePackagesCIInstalls() throws {
        let list = try String(contentsOf: Self.root.appendingPathComponent("scripts/debian-packages"), encoding: .utf8)
            .components(separatedBy: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let line = try #require(readme.components(separatedBy: "\n").first { $0.hasPrefix("sudo apt-get install ") })
        #expect(line.dropFirst("sudo apt-get install ".count).split(separator: " ").map(String.init) == list)
        #expect(list.contains("libpng-dev") && list.contains("libjpeg-dev") && list.contains("pkg-config"))
    }
}
