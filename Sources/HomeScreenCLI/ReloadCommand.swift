import ArgumentParser
import Foundation
import HomeScreenUI
import HostIO
import WidgetEngine

/// `homescreen reload [--kind K | --instance ID]`: asks the running home screen to reload widgets, as
/// `WidgetCenter.reloadTimelines(ofKind:)` / `reloadAllTimelines()` from the background would
/// (charged to each instance's budget): for scripts and git hooks.
struct ReloadCommand: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "reload",
        abstract: "Ask the running home screen to reload every widget, every widget of one kind, or one widget (charged to their budgets).",
        discussion: """
            The request goes through the home screen's control socket ($XDG_RUNTIME_DIR/homescreen.sock). \
            With no home screen running, it says so and exits 1.
            """)

    @Option(name: .long, help: "Reload only the widgets of this kind (see `homescreen list`).")
    var kind: String?

    @Option(name: .long, help: "Reload only this widget (its id in the layout file).")
    var instance: String?

    func run(widgets: ProgramWidgets) async throws {
        let catalog = widgets.catalog
        if let kind, catalog.descriptor(forKind: kind) == nil {
            throw UsageError(message: WidgetRenderer.Failure.unknownKind(kind, known: catalog.kinds).description)
        }
        if instance != nil, kind != nil { throw UsageError(message: "give --kind or --instance, not both") }
        let reply: ControlReply
        do {
            reply = try await ControlCall.send(instance.map(ControlMessage.reloadInstance) ?? .reload(kind: kind))
        } catch {
            throw CommandFailure(message: error.description)
        }
        guard reply.ok else { throw CommandFailure(message: reply.printableMessage) }
        print(reply.printableMessage)
    }
}

/// Sends a control message to the running home screen, off the caller's actor.
enum ControlCall {
    /// The reply, or why there is none.
    static func send(_ message: ControlMessage, path: String = ControlSocketPath.resolve()) async throws(ControlError) -> ControlReply {
        try await ControlClient.sendDetached(message, to: path)
    }
}
