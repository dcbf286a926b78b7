import WidgetUI

/// A parameter's choices, looked up by the extension (the `options` request).
struct ExtensionOptions: DynamicOptionsProvider {
    let client: ExtensionClient
    let widget: String
    let parameter: String

    func results() async throws -> [String] {
        switch await client.request(.options(widget: widget, parameter: parameter)) {
        case let .success(.options(choices)): return choices
        case .success: throw ExtensionFailure.protocolViolation("options was answered with something else than options")
        case let .failure(failure): throw failure
        }
    }
}
