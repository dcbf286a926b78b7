import Foundation
@testable import HomeScreenCLI
import HostIO
import Testing

/// What `homescreen` reads on its coordination thread while the widgets are gathered: the same
/// settings, messages and problems the home screen read itself before.
struct StartSettingsTests {
    /// A private root whose `config.toml` holds `config`, and the environment that points there.
    private func root(config: String) throws -> (URL, [String: String]) {
        let root = try PrivateRoot.make("start-settings")
        try config.write(to: root.appendingPathComponent("config/homescreen/config.toml"), atomically: true, encoding: .utf8)
        return (root, PrivateRoot.environment(root))
    }

    @Test func readsTheConfigTheThemesAndTheAppearanceRemembered() throws {
        let (root, environment) = try root(config: "theme = \"light\"\nmouse = false\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let state = root.appendingPathComponent("state")
        let remembered = AppearanceMemory(theme: "nord", themeDefault: "light", tinted: true)
        try remembered.save(to: state)
        let settings = StartSettings.read(state: state, environment: environment)
        #expect(settings.config.theme == "light")
        #expect(!settings.config.mouse)
        #expect(settings.memory == remembered)
        #expect(settings.memory.theme(default: settings.config.theme) == "nord")
        #expect(settings.themes.themes.contains { $0.name == "light" })
        #expect(settings.startMessage == nil)
        #expect(settings.problems.isEmpty)
    }

    @Test func aConfigThatDoesNotLoadAndABrokenThemeAreProblemsAndTheDefaultsAreUsed() throws {
        let (root, environment) = try root(config: "mouse = \"sometimes\"\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let themes = root.appendingPathComponent("config/homescreen/themes")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        try "name = \"broken\"\n[colors\n".write(to: themes.appendingPathComponent("broken.toml"), atomically: true, encoding: .utf8)
        let settings = StartSettings.read(state: nil, environment: environment)
        #expect(settings.config == .defaults)
        let message = try #require(settings.startMessage)
        #expect(message.contains("config.toml:1"))
        #expect(message.hasSuffix("using the default settings; the file is left as it is"))
        #expect(settings.problems.count == 2)
        #expect(settings.problems.first?.hasPrefix("Theme skipped: \(themes.path)/broken.toml:2") == true)
        #expect(settings.problems.last?.hasPrefix("Settings not loaded: ") == true)
    }
}
