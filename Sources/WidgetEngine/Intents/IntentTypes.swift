import Synchronization

/// The intent types a process knows by identifier: those its views archived (registered then),
/// and any other the Swift runtime finds by its mangled name (a press after the extension
/// process was restarted finds its intent that way; a `private` type cannot be found so).
final class IntentTypes: Sendable {
    static let shared = IntentTypes()
    private let types = Mutex<[String: any AppIntent.Type]>([:])

    func register<Intent: AppIntent>(_ type: Intent.Type) {
        let identifier = Intent.typeIdentifier
        types.withLock { if $0[identifier] == nil { $0[identifier] = type } }
    }

    /// The intent type of `identifier`, if this program has it.
    func type(named identifier: String) -> (any AppIntent.Type)? {
        if let known = types.withLock({ $0[identifier] }) { return known }
        guard let found = _typeByName(identifier) as? any AppIntent.Type else { return nil }
        types.withLock { $0[identifier] = found }
        return found
    }
}
