import ArgumentParser
import Foundation
import HomeScreenUI
import HostIO
import WidgetEngine

/// `homescreen donate KIND [--config key=value]…`: records an interaction with a widget, as an
/// app's donation does on iOS, so smart stacks learn when it is used. Through the running
/// home screen when there is one, else straight into the donations file of the state folder.
struct DonateCommand: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "donate",
        abstract: "Record an interaction with a widget (smart stacks favour widgets used around this time of day).",
        discussion: """
            The donation goes to the running home screen through its control socket, or, with none running, \
            into $XDG_STATE_HOME/homescreen/donations.json (written atomically).
            """)

    @Argument(help: "The widget kind (see `homescreen list`).")
    var kind: String

    @Option(name: .long, help: "A parameter value of the widget instance used, key=value (repeatable).")
    var config: [String] = []

    func run(widgets: ProgramWidgets) async throws {
        let catalog = widgets.catalog
        guard let descriptor = catalog.descriptor(forKind: kind) else {
            throw UsageError(message: WidgetRenderer.Failure.unknownKind(kind, known: catalog.kinds).description)
        }
        let configuration: ConfigValues
        switch descriptor.parseConfiguration(config) {
        case let .success(values): configuration = values
        case let .failure(error): throw UsageError(message: "--config \(error)")
        }
        let reply: ControlReply
        do {
            reply = try await ControlCall.send(.donate(kind: kind, configuration: config))
        } catch .notRunning {
            return try recordDirectly(InteractionDonation(kind: kind, configuration: configuration, date: Date()))
        } catch {
            throw CommandFailure(message: error.description)
        }
        guard reply.ok else { throw CommandFailure(message: reply.printableMessage) }
        print(reply.printableMessage)
    }

    /// Appends the donation to the store's donations file (read, add, atomic write).
    private func recordDirectly(_ donation: InteractionDonation) throws {
        guard let folder = ConfigPaths.stateFolder() else {
            throw CommandFailure(message: "no home screen is running and there is no state folder (set HOME or XDG_STATE_HOME)")
        }
        let store = EngineStore(folder: folder)
        var donations = store.loadDonations()
        donations.donate(donation)
        do {
            try store.saveDonations(donations)
        } catch {
            throw CommandFailure(message: "cannot write \(folder.appendingPathComponent("donations.json").path): \(error)")
        }
        print("donation recorded for \(kind) in \(folder.appendingPathComponent("donations.json").path) (no home screen is running)")
    }
}
