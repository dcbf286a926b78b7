import WidgetUI

/// A parameter's choices, looked up by the extension (the `options` request, for a widget's
/// parameter or a control's).
struct ExtensionOptions: DynamicOptionsProvider {
    let client: ExtensionClient
    /// `.options(widget:parameter:)` or `.controlOptions(control:parameter:)`.
    let call: ExtensionCall

    func results() async throws -> [String] {
        switch await client.request(call) {
        case let .success(.options(choices)): return choices
        case .success: throw ExtensionFailure.protocolViolation("options was answered with something else than options")
        case let .failure(failure): throw failure
        }
    }
}
