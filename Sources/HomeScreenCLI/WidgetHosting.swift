import Foundation
import Logging
import BundledWidgets
import WidgetEngine

/// Where the home screen runs its linked widgets' code: in a program of their own, always.
/// The home screen never runs widget code in its own process (issue 33: with `--in-process`, a
/// provider's `fatalError` ended the screen at every start, a busy one held a core until quit,
/// an allocating one took it to 3.9 GB); what out of process costs is in docs/performance.md.
///
/// The program is this very binary, started as `homescreen extension serve`: it serves the
/// widgets it was built with over the extension protocol, so any `homescreen` (the bundled one,
/// or a package's own with its widgets added) runs them out of process with nothing more to
/// build. The home screen makes every snapshot, timeline and parameter look-up through it,
/// supervised by an ``ExtensionClient``: a crash, a hang or a runaway allocation in a widget
/// ends one request, never the screen. Names, families, parameters and placeholders stay the
/// linked ones, so nothing waits on the program to draw. `render`, `timeline` and the tests
/// run widgets in process, where a crash ends one command. When this binary's file cannot be
/// found, the widgets' requests fail (their tiles keep their placeholders, marked `!`), and
/// the log says why: the screen stays up.
struct WidgetHosting {
    /// The catalog the home screen runs.
    let catalog: WidgetCatalog
    /// The supervisor of the linked widgets' program.
    let client: ExtensionClient
    /// What was chosen, for the log.
    let summary: String

    /// Chooses for `linked`, served by the argument vector `server` (by default this binary
    /// with `extension serve`; nil when it cannot be found). `schedule` runs the program's
    /// deadlines and idle stops (tests hand in one they fire by hand); `host` is the environment
    /// the program's is made from; `programLimit` is the limit it shares with the installed
    /// extensions' programs.
    init(
        linked: WidgetCatalog, server: [String]? = Self.thisBinaryServing(), schedule: ExtensionClient.Schedule? = nil,
        host: [String: String] = ProcessEnvironment.variables, programLimit: ExtensionProgramLimit? = nil
    ) {
        let server = server ?? ["/proc/self/exe", "extension", "serve"]
        let program = server.first ?? ""
        var configuration = ExtensionClient.Configuration(
            name: "widgets", arguments: server, environment: ExtensionClient.minimalEnvironment(from: host))
        // This binary's own widgets, unlike an installed extension, also get what the network
        // widgets read: the proxies and the GitHub token.
        configuration.environment.merge(host.filter { NetworkWidgets.environmentVariables.contains($0.key) }) { own, _ in own }
        if let schedule { configuration.schedule = schedule }
        configuration.programLimit = programLimit
        let client = ExtensionClient(configuration)
        let summary =
            "widgets run out of process: \(([UserFolders.process.abbreviating(program)] + server.dropFirst()).joined(separator: " "))"
        // The controls are the home screen's own: they run in its process.
        catalog = WidgetCatalog(ExtensionCatalog.served(linked.descriptors, by: client), controls: linked.controls)
        self.client = client
        self.summary =
            FileManager.default.isExecutableFile(atPath: program) ? summary : summary + " (it cannot be started: every request fails)"
    }

    /// This binary (`/proc/self/exe`, links resolved) with `extension serve`; nil if its file
    /// cannot be found.
    static func thisBinaryServing() -> [String]? {
        guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        return [path, "extension", "serve"]
    }
}
