import Foundation

// The `#Preview` macro's compiler plugin, written against the compiler's plugin messages
// (JSON with a length before each) instead of swift-syntax: see ARCHITECTURE.md, "Previews".
// The compiler starts it, asks its capability, then sends one message per expansion.

/// The plugin protocol version spoken: 7 (Swift 6.2's), whose messages this plugin reads.
let protocolVersion = 7
let channel = PluginChannel()
let decoder = JSONDecoder()
let encoder = JSONEncoder()

while let body = channel.receive() {
    let reply: PluginReply
    do {
        let message = try decoder.decode(HostMessage.self, from: body)
        if message.getCapability != nil {
            reply = .getCapabilityResult(version: protocolVersion)
        } else if let request = message.expandFreestandingMacro {
            let location = request.syntax.location
            let expansion = PreviewExpansion(
                source: request.syntax.source, discriminator: request.discriminator, fileID: location.fileID,
                line: location.line)
            switch expansion.expanded() {
            case let .success(source):
                reply = .expandMacroResult(expandedSource: source, diagnostics: [])
            case let .failure(failure):
                let position = PluginReply.Position(fileName: location.fileName, offset: location.offset + failure.offset)
                reply = .expandMacroResult(
                    expandedSource: nil, diagnostics: [PluginReply.Diagnostic(message: failure.message, position: position)])
            }
        } else {
            reply = .expandMacroResult(expandedSource: nil, diagnostics: [])
        }
    } catch {
        reply = .expandMacroResult(expandedSource: nil, diagnostics: [])
    }
    guard let data = try? encoder.encode(reply) else { break }
    channel.send(data)
}
