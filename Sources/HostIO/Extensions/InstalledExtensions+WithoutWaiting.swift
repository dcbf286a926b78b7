import Foundation
import WidgetEngine

extension InstalledExtensions {
    /// For the home screen, whose first frame never waits on an extension: the installed
    /// extensions' widgets from what is stored, at once, and the describing left to do.
    ///
    /// A current stored description is used as it is. A stale one (the program changed) is used
    /// too, at once, and the program is described again in the background (``DescriptionRefresh``)
    /// and the fresh description stored for the next start. An extension with no stored
    /// description is described in the background and stored; its widgets come at the next start.
    /// `schedule` runs the programs' deadlines and idle stops (tests fire them by hand);
    /// `programLimit` bounds the programs alive at once (see ``ExtensionProgramLimit``).
    public func descriptorsWithoutWaiting(
        besides catalog: WidgetCatalog, schedule: ExtensionClient.Schedule? = nil, programLimit: ExtensionProgramLimit? = nil
    ) -> (widgets: InstalledWidgets, refresh: DescriptionRefresh) {
        let (extensions, scanProblems) = scan()
        var result = InstalledWidgets()
        result.problems = scanProblems
        var described: [String: (description: Result<StoredDescription, ExtensionInstallError>, client: ExtensionClient)] = [:]
        var stale: [DescriptionRefresh.Pending] = []
        for installed in extensions {
            var configuration = installed.manifest.clientConfiguration
            if let schedule { configuration.schedule = schedule }
            configuration.programLimit = programLimit
            let client = ExtensionClient(configuration)
            if let current = installed.currentDescription {
                described[installed.name] = (.success(current), client)
            } else if let reason = installed.unrunnableReason {
                described[installed.name] = (.failure(ExtensionInstallError(reason)), client)
            } else {
                if let stored = installed.stored { described[installed.name] = (.success(stored), client) }
                stale.append(DescriptionRefresh.Pending(installed: installed, client: client))
            }
        }
        result = Self.assemble(extensions, described: described, into: result, besides: catalog)
        // Every client the refresh uses is stopped at quit with the others.
        let served = Set(result.clients.map(ObjectIdentifier.init))
        result.clients += stale.map(\.client).filter { !served.contains(ObjectIdentifier($0)) }
        return (result, DescriptionRefresh(stale))
    }

    /// The same for the extensions folder of `folders`; none without a home folder.
    public static func descriptorsWithoutWaiting(
        folders: UserFolders, besides catalog: WidgetCatalog, programLimit: ExtensionProgramLimit? = nil
    ) -> (widgets: InstalledWidgets, refresh: DescriptionRefresh) {
        guard let installed = InstalledExtensions(folders: folders) else { return (InstalledWidgets(), DescriptionRefresh([])) }
        return installed.descriptorsWithoutWaiting(besides: catalog, programLimit: programLimit)
    }
}
