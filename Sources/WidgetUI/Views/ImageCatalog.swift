import Synchronization

/// The named images widgets draw with `Image("name")`, as an asset catalog on iOS: glyph art
/// registered by name, usually once at start-up by the widget bundle.
///
/// ```swift
/// ImageCatalog.shared.register("logo", GlyphArt("╭─╮\n╰─╯", color: .orange))
/// ```
public final class ImageCatalog: Sendable {
    /// The catalog `Image(_:)` reads.
    public static let shared = ImageCatalog()

    private let images = Mutex<[String: GlyphArt]>([:])

    /// Creates an empty catalog.
    public init() {}

    /// Registers (or replaces) the image called `name`.
    public func register(_ name: String, _ art: GlyphArt) {
        images.withLock { $0[name] = art }
    }

    /// The image called `name`, if registered.
    public func art(named name: String) -> GlyphArt? {
        images.withLock { $0[name] }
    }
}
