import Foundation
import WidgetEngine

/// Where a running home screen listens for `homescreen reload` and `homescreen donate`.
///
/// In order: `$XDG_RUNTIME_DIR/homescreen.sock` (a folder only the user can enter, emptied
/// at logout); else `homescreen.sock` in the state folder (`$XDG_STATE_HOME/homescreen`);
/// else, when that path is too long for a socket address (108 bytes), or there is no state
/// folder, `/tmp/homescreen-<uid>.sock`. The socket itself is made with mode 0600.
public enum ControlSocketPath {
    /// The socket's file name in the runtime or state folder.
    public static let fileName = "homescreen.sock"
    /// The longest path a Unix socket address holds (with its terminating zero byte).
    static let maximumLength = 107

    /// The socket path for `environment`.
    public static func resolve(environment: [String: String] = ProcessEnvironment.variables) -> String {
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
            let path = URL(fileURLWithPath: runtime).appendingPathComponent(fileName).path
            if path.utf8.count <= maximumLength { return path }
        }
        if let state = ConfigPaths.stateFolder(environment: environment) {
            let path = state.appendingPathComponent(fileName).path
            if path.utf8.count <= maximumLength { return path }
        }
        return "/tmp/homescreen-\(getuid()).sock"
    }
}
