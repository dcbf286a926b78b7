/// A user-visible string, as Foundation's `LocalizedStringResource` on Apple platforms (which
/// Linux's Foundation lacks); written as a literal.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    /// The text.
    public var key: String

    /// The resource of literal text.
    public init(stringLiteral value: String) { key = value }
    /// The resource `key` (shown as it is: there are no localizations here).
    public init(_ key: String) { self.key = key }

    /// The text logs and messages show.
    public var description: String { key }
}

/// How a value or a type is shown to the user, as in AppIntents.
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// The title shown.
    public var title: LocalizedStringResource

    /// A representation titled with literal text.
    public init(stringLiteral value: String) { title = LocalizedStringResource(value) }
    /// A representation titled `title`.
    public init(title: LocalizedStringResource) { self.title = title }
}

/// How a type is named to the user, as in AppIntents.
public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// The type's name.
    public var name: LocalizedStringResource

    /// A representation named with literal text.
    public init(stringLiteral value: String) { name = LocalizedStringResource(value) }
    /// A representation named `name`.
    public init(name: LocalizedStringResource) { self.name = name }
}

/// The description of an intent, as in AppIntents.
public struct IntentDescription: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// The description.
    public var text: String
    /// A description of literal text.
    public init(stringLiteral value: String) { text = value }
    /// A description saying `text`.
    public init(_ text: String) { self.text = text }
}
