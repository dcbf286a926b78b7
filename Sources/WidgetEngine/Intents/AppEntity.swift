import Foundation

/// A thing of the widget's app that intents and configurations take as a parameter, as
/// AppIntents' `AppEntity`: a note, a list, a city. The host stores its identifier; the
/// entity's ``defaultQuery`` finds it again, and offers its suggestions as the choices of a
/// configuration parameter.
///
/// ```swift
/// struct ListEntity: AppEntity {
///     let id: String
///     var name: String
///     static let typeDisplayRepresentation: TypeDisplayRepresentation = "List"
///     static let defaultQuery = ListQuery()
///     var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
/// }
/// ```
public protocol AppEntity: ParameterValue, Identifiable where ID: EntityIdentifierConvertible & Sendable {
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    /// How the type is named to the user.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// Finds entities by identifier and suggests them.
    static var defaultQuery: DefaultQuery { get }
    /// How this entity is shown to the user.
    var displayRepresentation: DisplayRepresentation { get }
}

extension AppEntity {
    /// Chosen from the query's suggestions (their identifiers).
    public static var parameterKind: IntentParameter.Kind { .dynamicOptions(EntitySuggestions<Self>()) }
    /// Its identifier, as text.
    public var configValue: ConfigValue { .string(id.entityIdentifierString) }
    /// An entity is found by an asynchronous query, never from a stored value alone.
    public init?(configValue: ConfigValue) { nil }
    public static var resolvesAsynchronously: Bool { true }

    /// The entity whose identifier `stored` holds, as the default query finds it.
    public static func resolving(_ stored: ConfigValue) async throws -> Self? {
        guard case let .string(text) = stored, let id = ID.entityIdentifier(for: text) else { return nil }
        return try await defaultQuery.entities(for: [id]).first
    }
}

/// Finds a widget app's entities, as AppIntents' `EntityQuery`.
public protocol EntityQuery: Sendable {
    associatedtype Entity: AppEntity
    init()
    /// The entities with these identifiers (those that still exist).
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities offered as choices: a configuration parameter's options.
    func suggestedEntities() async throws -> [Entity]
    /// The entity a parameter takes when the user chose none.
    func defaultResult() async -> Entity?
}

extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
    public func defaultResult() async -> Entity? { nil }
}

/// A query that also finds entities by text, as AppIntents' `EntityStringQuery`.
public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> [Entity]
}

/// An identifier an entity can be stored by, as AppIntents' `EntityIdentifierConvertible`.
public protocol EntityIdentifierConvertible {
    /// The identifier as text.
    var entityIdentifierString: String { get }
    /// The identifier `string` stands for.
    static func entityIdentifier(for string: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    public var entityIdentifierString: String { self }
    public static func entityIdentifier(for string: String) -> String? { string }
}

extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for string: String) -> Int? { Int(string) }
}

extension UUID: EntityIdentifierConvertible {
    public var entityIdentifierString: String { uuidString }
    public static func entityIdentifier(for string: String) -> UUID? { UUID(uuidString: string) }
}

/// A configuration parameter's choices from an entity query: the suggested entities'
/// identifiers (with their titles in ``titledResults()``).
public struct EntitySuggestions<Entity: AppEntity>: DynamicOptionsProvider {
    public init() {}

    public func results() async throws -> [String] {
        try await Entity.defaultQuery.suggestedEntities().map(\.id.entityIdentifierString)
    }

    /// The suggestions' identifiers with the titles a user reads.
    public func titledResults() async throws -> [(value: String, title: String)] {
        try await Entity.defaultQuery.suggestedEntities().map { ($0.id.entityIdentifierString, $0.displayRepresentation.title.key) }
    }
}
