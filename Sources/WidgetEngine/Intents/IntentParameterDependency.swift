/// Another parameter's value, read where a parameter's choices are worked out, as AppIntents'
/// `@IntentParameterDependency`: an entity query that lists the lists of the chosen account.
///
/// ```swift
/// struct ListQuery: EntityQuery {
///     @IntentParameterDependency<ListsIntent>(\.$account) var configuration
///     func suggestedEntities() async throws -> [ListEntity] {
///         Lists.of(account: configuration?.account ?? "home")
///     }
/// }
/// ```
///
/// The value is the intent being configured or run: while its entities are looked up (the
/// host resolving an archived parameter), or wherever the host sets ``IntentDependencyScope``.
@propertyWrapper
public struct IntentParameterDependency<Intent: AppIntent>: Sendable {
    /// Reads the intent's parameters by name (`configuration?.account`).
    @dynamicMemberLookup
    public struct Dependency: Sendable {
        public let intent: Intent

        public subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value { intent[keyPath: keyPath] }
    }

    /// A dependency on the parameters `keyPaths` name (`\.$account`).
    public init(_ keyPaths: PartialKeyPath<Intent>...) {}

    /// The intent's parameters, when an intent of that type is being configured or run.
    public var wrappedValue: Dependency? {
        (IntentDependencyScope.intent as? Intent).map(Dependency.init)
    }
}

/// The intent whose parameters ``IntentParameterDependency`` reads, while the host looks
/// things up for it.
public enum IntentDependencyScope {
    /// The intent being configured or run.
    @TaskLocal public static var intent: (any AppIntent)?
}
