/// A user-visible string, as Foundation's `LocalizedStringResource` on Apple platforms (which
/// Linux's Foundation lacks); written as a literal.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    /// The text.
    public var key: String

    public init(stringLiteral value: String) { key = value }
    public init(_ key: String) { self.key = key }

    public var description: String { key }
}

/// How a value or a type is shown to the user, as in AppIntents.
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// An image beside a value (a symbol), as AppIntents' `DisplayRepresentation.Image`.
    public struct Image: Hashable, Sendable {
        /// The SF Symbol's name, when it is one.
        public var systemName: String?
        public init(systemName: String) { self.systemName = systemName }
        public init(named name: String) { self.systemName = nil }
    }

    public var title: LocalizedStringResource
    /// A second line under the title.
    public var subtitle: LocalizedStringResource?
    public var image: Image?

    public init(stringLiteral value: String) { title = LocalizedStringResource(value) }
    public init(title: LocalizedStringResource) { self.title = title }

    /// A title with a subtitle and an image.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}

/// How a type is named to the user, as in AppIntents.
public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Hashable, Sendable {
    public var name: LocalizedStringResource

    public init(stringLiteral value: String) { name = LocalizedStringResource(value) }
    public init(name: LocalizedStringResource) { self.name = name }
}

/// The description of an intent, as in AppIntents.
public struct IntentDescription: ExpressibleByStringInterpolation, Hashable, Sendable {
    public var text: String
    public init(stringLiteral value: String) { text = value }
    public init(_ text: String) { self.text = text }
}
