import Foundation

/// A private root for a test that runs the binary: config, state and runtime folders under a
/// short path (socket paths are limited), and the environment that points the binary there.
enum PrivateRoot {
    /// A new root under `/tmp` named `prefix`-something, with its folders made 0700.
    static func make(_ prefix: String) throws -> URL {
        let url = URL(fileURLWithPath: "/tmp/\(prefix)-\(UUID().uuidString.prefix(8))")
        for sub in ["config/homescreen", "state", "run"] {
            try FileManager.default.createDirectory(
                at: url.appendingPathComponent(sub), withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        }
        return url
    }

    /// `XDG_CONFIG_HOME`, `XDG_STATE_HOME` and `XDG_RUNTIME_DIR` in `root`.
    static func environment(_ root: URL) -> [String: String] {
        [
            "XDG_CONFIG_HOME": root.appendingPathComponent("config").path, "XDG_STATE_HOME": root.appendingPathComponent("state").path,
            "XDG_RUNTIME_DIR": root.appendingPathComponent("run").path,
        ]
    }
}
