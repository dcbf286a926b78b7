import Foundation
import WidgetEngine

/// The environment a plugin runs in: the minimal one every widget program gets, its variables
/// (the instance's configuration, else its `.vars.json`, else their defaults; SwiftBar's
/// `<swiftbar.environment>` defaults too), and what xbar and SwiftBar tell their plugins
/// (`XBARDarkMode`, `OS_APPEARANCE`, `SWIFTBAR_PLUGIN_PATH`, `SWIFTBAR_PLUGINS_PATH`).
enum PluginEnvironment {
    static func of(
        _ plugin: Plugin, configuration: ConfigValues, scheme: ColorScheme,
        host: [String: String] = ProcessEnvironment.variables
    ) -> [String: String] {
        var environment = ExtensionClient.minimalEnvironment(from: host)
        for (name, value) in plugin.metadata.environment { environment[name] = value }
        let stored = (try? PluginVars.read(plugin.varsFile).get()) ?? [:]
        for variable in plugin.metadata.variables {
            let value = configuration[variable.name] ?? stored[variable.name]
            environment[variable.name] = PluginVariable.environmentText(value ?? variable.parameter(stored: nil).defaultValue)
        }
        let dark = scheme == .dark
        environment["XBARDarkMode"] = dark ? "true" : "false"
        environment["OS_APPEARANCE"] = dark ? "Dark" : "Light"
        environment["SWIFTBAR_PLUGIN_PATH"] = plugin.file.path
        environment["SWIFTBAR_PLUGINS_PATH"] = plugin.file.deletingLastPathComponent().path
        environment["HOMESCREEN_PLUGIN"] = "1"
        return environment
    }
}
