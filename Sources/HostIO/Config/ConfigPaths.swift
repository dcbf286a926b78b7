import Foundation
import WidgetEngine

/// Where homescreen keeps its files, following the XDG base directories (``UserFolders``).
public enum ConfigPaths {
    /// `$XDG_CONFIG_HOME/homescreen`, else `~/.config/homescreen`.
    public static func configFolder(environment: [String: String] = ProcessEnvironment.variables) -> URL? {
        UserFolders(environment: environment).homescreenFolder(.config)
    }

    /// `$XDG_STATE_HOME/homescreen`, else `~/.local/state/homescreen`.
    public static func stateFolder(environment: [String: String] = ProcessEnvironment.variables) -> URL? {
        UserFolders(environment: environment).homescreenFolder(.state)
    }
}
