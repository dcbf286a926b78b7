import Foundation
import WidgetEngine

/// Where the GitHub widgets find their token: `GITHUB_TOKEN` (or `GH_TOKEN`, GitHub CLI's
/// name) in the environment, else what `gh auth token` prints when the GitHub CLI is installed
/// and logged in. The token is sent in the `Authorization` header and kept nowhere: not in a
/// log, the cache of answers, the layout or a message (the fetcher removes header values from
/// everything it writes).
enum GitHubToken {
    /// The token of `environment`, asking `gh` when no variable holds one; nil without one.
    static func find(in environment: [String: String]) async -> String? {
        for name in ["GITHUB_TOKEN", "GH_TOKEN"] {
            if let token = environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !token.isEmpty { return token }
        }
        var childEnvironment = ExtensionClient.minimalEnvironment(from: environment)
        // gh reads its login from $GH_CONFIG_DIR or ~/.config/gh.
        childEnvironment["GH_CONFIG_DIR"] = environment["GH_CONFIG_DIR"]
        // Found on the environment's own PATH (a process starts programs by the host's).
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        guard let gh = folders.map({ "\($0)/gh" }).first(where: FileManager.default.isExecutableFile(atPath:)) else { return nil }
        let command = ScriptCommand(arguments: [gh, "auth", "token"], environment: childEnvironment)
        guard case let .success(output) = await command.run(deadline: 5) else { return nil }
        let token = output.trimmingCharacters(in: .whitespacesAndNewlines)
        return token.isEmpty || token.contains(" ") ? nil : token
    }
}
