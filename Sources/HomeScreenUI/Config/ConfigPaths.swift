import Foundation

/// Where homescreen keeps its files, following the XDG base directories.
public enum ConfigPaths {
    /// `$XDG_CONFIG_HOME/homescreen`, else `~/.config/homescreen`.
    public static func configFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        folder(xdg: "XDG_CONFIG_HOME", fallback: ".config", environment: environment)
    }

    /// `$XDG_STATE_HOME/homescreen`, else `~/.local/state/homescreen`.
    public static func stateFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        folder(xdg: "XDG_STATE_HOME", fallback: ".local/state", environment: environment)
    }

    private static func folder(xdg: String, fallback: String, environment: [String: String]) -> URL? {
        if let base = environment[xdg], base.hasPrefix("/") {
            return URL(fileURLWithPath: base).appendingPathComponent("homescreen")
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(fallback).appendingPathComponent("homescreen")
    }
}
