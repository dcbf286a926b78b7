/// A picture in an asset folder by name, as iOS 17's generated `ImageResource`: declare the
/// names once and write `Image(.logo)`.
///
/// ```swift
/// extension ImageResource {
///     static let logo = ImageResource(name: "logo", bundle: .module)
/// }
/// ```
public struct ImageResource: Hashable, Sendable {
    /// The picture's name in the asset folder.
    public let name: String
    /// The bundle whose `Assets` folder holds it (the registered asset folders are searched
    /// first).
    public let bundle: Bundle?

    /// A resource called `name` in `bundle`.
    public init(name: String, bundle: Bundle? = nil) {
        self.name = name
        self.bundle = bundle
    }
}

/// A color in an asset folder by name, as iOS 17's generated `ColorResource`: `Color(.brand)`.
public struct ColorResource: Hashable, Sendable {
    /// The color's name in the asset folder.
    public let name: String
    /// The bundle whose `Assets` folder holds it.
    public let bundle: Bundle?

    /// A resource called `name` in `bundle`.
    public init(name: String, bundle: Bundle? = nil) {
        self.name = name
        self.bundle = bundle
    }
}
