/// The parts of the compiler's plugin messages this plugin reads (the compiler's
/// `HostToPluginMessage`, JSON with one key naming the message); everything else in them is
/// ignored.
struct HostMessage: Decodable {
    /// The compiler asks which protocol version the plugin speaks.
    var getCapability: Capability?
    /// The compiler asks to expand a freestanding macro.
    var expandFreestandingMacro: FreestandingExpansion?

    struct Capability: Decodable {
        var capability: Version?
    }

    struct Version: Codable {
        var protocolVersion: Int
    }

    struct FreestandingExpansion: Decodable {
        var macro: MacroReference
        var discriminator: String
        var syntax: Syntax
    }

    struct MacroReference: Decodable {
        var moduleName: String
        var typeName: String
        var name: String
    }

    struct Syntax: Decodable {
        var source: String
        var location: Location
    }

    struct Location: Decodable {
        var fileID: String
        var fileName: String
        var offset: Int
        var line: Int
        var column: Int
    }
}

/// The plugin's answers (the compiler's `PluginToHostMessage`).
enum PluginReply: Encodable {
    /// The protocol version spoken.
    case getCapabilityResult(version: Int)
    /// The expanded source, or nil with the diagnostics that say why not.
    case expandMacroResult(expandedSource: String?, diagnostics: [Diagnostic])

    struct Diagnostic: Encodable {
        var message: String
        var severity = "error"
        var position: Position
        var highlights: [Position] = []
        var notes: [Position] = []
        var fixIts: [Position] = []
    }

    struct Position: Encodable {
        var fileName: String
        var offset: Int
    }

    private enum Key: String, CodingKey {
        case getCapabilityResult, expandMacroResult
    }

    private enum Field: String, CodingKey {
        case capability, expandedSource, diagnostics
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case let .getCapabilityResult(version):
            var body = container.nestedContainer(keyedBy: Field.self, forKey: .getCapabilityResult)
            try body.encode(HostMessage.Version(protocolVersion: version), forKey: .capability)
        case let .expandMacroResult(source, diagnostics):
            var body = container.nestedContainer(keyedBy: Field.self, forKey: .expandMacroResult)
            try body.encode(source, forKey: .expandedSource)
            try body.encode(diagnostics, forKey: .diagnostics)
        }
    }
}
