import Foundation
@testable import HomeScreenCLI
import HostIO
import Testing

/// What `homescreen` reads on its coordination thread while the widgets are gathered: the same
/// settings, messages and problems the home screen read itself before.
struct StartSettingsTests {
    @Test func readsTheConfigTheThemesAndTheAppearanceRemembered() throws {
        let root = try PrivateRoot.make("start-settings")
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = PrivateRoot.environment(root)
        try "theme = \"light\"\nmouse = false\n".write(
            to: root.appendingPathComponent("config/homescreen/config.toml"), atomically: true, encoding: .utf8)
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
        let root = try PrivateRoot.make("start-settings")
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = PrivateRoot.environment(root)
        try "mouse = \"sometimes\"\n".write(
            to: root.appendingPathComponent("config/homescreen/config.toml"), atomically: true, encoding: .utf8)
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
