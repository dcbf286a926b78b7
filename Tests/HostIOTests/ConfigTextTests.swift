import Foundation
import HostIO
import Testing

/// A theme, `config.toml` or layout that cannot be read is named with its path and what is
/// wrong in words, never a Foundation error code (issue 19 item 5).
struct ConfigTextTests {
    @Test func filesThatCannotBeReadAreNamedInWords() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("config-text-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("dark.toml")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(throws: ConfigError(file: folder.path, message: "is a directory")) { try ThemeLoader.load(folder) }
        #expect(throws: ConfigError(file: folder.path, message: "is a directory")) { try LayoutFile.load(folder, catalog: nil) }
        let latin1 = root.appendingPathComponent("config.toml")
        try Data("mouse = true\n# caf".utf8 + [0xE9] + Data("\n".utf8)).write(to: latin1)
        #expect(throws: ConfigError(file: latin1.path, message: "is not UTF-8 text (line 2); save it as UTF-8")) {
            try HomeConfigFile.load(latin1)
        }
        let missing = root.appendingPathComponent("gone.toml")
        #expect(throws: ConfigError(file: missing.path, message: "does not exist")) { try ThemeLoader.load(missing) }
    }
}
