import Synchronization

/// A widget's or control's parameters, listed when first asked for and kept: listing them
/// reflects on the intent (`Mirror`, and a search of the program's protocol conformances for
/// each parameter's type), and reading a layout asked for each configured widget's more than
/// once (its values checked, then the file checked against its snapshot). The list never changes
/// for a descriptor: options that do are fetched apart, when a sheet asks for them.
final class ParameterList: Sendable {
    private let list: @Sendable () -> [IntentParameter]
    private let kept = Mutex<[IntentParameter]?>(nil)

    /// The parameters `list` gives, listed at most once.
    static func once(_ list: @escaping @Sendable () -> [IntentParameter]) -> @Sendable () -> [IntentParameter] {
        let parameters = ParameterList(list)
        return { parameters.parameters }
    }

    private init(_ list: @escaping @Sendable () -> [IntentParameter]) {
        self.list = list
    }

    private var parameters: [IntentParameter] {
        if let kept = kept.withLock({ $0 }) { return kept }
        let listed = list()
        kept.withLock { $0 = listed }
        return listed
    }
}
