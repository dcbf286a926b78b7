import Foundation
import Logging
import WidgetEngine

/// Where the home screen runs its linked widgets' code: in their extension program, the
/// default, or in this process when asked (`--in-process`) or when the program is missing.
///
/// A `homescreen` binary names the program that serves its linked widgets
/// (`HomeScreenProgram.main(widgets:extensionProgram:)`; `homescreen-widgets` for the bundled
/// ones), built into the same folder. The home screen then makes every snapshot, timeline and
/// parameter look-up through that program, supervised by an ``ExtensionClient``: a crash, a
/// hang or a runaway allocation in a widget ends one request, never the screen. Names,
/// families, parameters and placeholders stay the linked ones, so nothing waits on the
/// program to draw. `render`, `timeline` and the tests run widgets in process.
struct WidgetHosting {
    /// The catalog the home screen runs.
    let catalog: WidgetCatalog
    /// The supervisor of the linked widgets' program; nil when they run in process.
    let client: ExtensionClient?
    /// What was chosen, for the log.
    let summary: String

    /// Chooses for `linked`, whose widgets `program` (a file name beside this binary, or nil
    /// for none) serves; `inProcess` asks for this process.
    /// `schedule` runs the program's deadlines and idle stops (tests hand in one they fire by hand).
    init(
        linked: WidgetCatalog, program: String?, inProcess: Bool, executableFolder: URL? = Self.executableFolder(),
        schedule: ExtensionClient.Schedule? = nil
    ) {
        guard !inProcess else {
            self.init(catalog: linked, client: nil, summary: "widgets run in process (--in-process)")
            return
        }
        guard let program else {
            self.init(catalog: linked, client: nil, summary: "widgets run in process (this binary names no extension program)")
            return
        }
        guard let folder = executableFolder, FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent(program).path)
        else {
            let place = executableFolder.map { UserFolders.process.abbreviating($0.appendingPathComponent(program).path) } ?? program
            self.init(catalog: linked, client: nil, summary: "widgets run in process: \(place) is not there (build it beside homescreen)")
            return
        }
        let path = folder.appendingPathComponent(program).path
        var configuration = ExtensionClient.Configuration(name: program, arguments: [path])
        if let schedule { configuration.schedule = schedule }
        let client = ExtensionClient(configuration)
        self.init(
            catalog: WidgetCatalog(ExtensionCatalog.served(linked.descriptors, by: client)), client: client,
            summary: "widgets run in their extension, \(UserFolders.process.abbreviating(path))")
    }

    private init(catalog: WidgetCatalog, client: ExtensionClient?, summary: String) {
        self.catalog = catalog
        self.client = client
        self.summary = summary
    }

    /// The folder of the running binary (`/proc/self/exe`, links resolved).
    static func executableFolder() -> URL? {
        guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        return URL(fileURLWithPath: path).deletingLastPathComponent()
    }
}
