/// An image in the archive: the glyphs it draws, or a picture's pixels.
public struct ImageNode: Equatable, Sendable {
    /// Where the glyphs came from.
    public enum Source: Equatable, Sendable {
        /// An SF Symbol name mapped to a terminal glyph.
        case symbol(String)
        /// A named image a widget bundle registered.
        case named(String)
        /// A named image nobody registered: drawn as a visible box with its name.
        case missing(String)
        /// A picture (pixels in ``ImageNode/picture``): from an asset folder by name, or from
        /// data or a file (the name is then empty or the file's name).
        case picture(String)
        /// A picture that could not be decoded (damaged, too large): drawn as a visible box
        /// with its name, in this entry only.
        case unreadable(String)
    }

    /// Where the glyphs came from.
    public var source: Source
    /// The lines of glyphs, top to bottom.
    public var lines: [String]
    /// Their color; nil for the surrounding foreground style.
    public var foreground: ColorValue?
    /// Attributes (an image in bold text is bold).
    public var attributes: TextAttributes
    /// Redaction recorded at resolution.
    public var redaction: RedactionMark
    /// The pixels of a picture (``Source/picture(_:)``); `lines` are then empty.
    public var picture: ImagePicture?
    /// How the image is drawn on a tinted (accented) home screen; nil for the default.
    public var accentedRenderingMode: WidgetAccentedRenderingMode?
    /// In the accent group of the accented rendering mode (`widgetAccentable()`), recorded at
    /// resolution; the painter draws it in the theme's tint rather than the default group's color.
    public var accentable: Bool

    /// Creates an image node.
    public init(
        source: Source, lines: [String], foreground: ColorValue? = nil, attributes: TextAttributes = [],
        redaction: RedactionMark = RedactionMark(), accentable: Bool = false, picture: ImagePicture? = nil,
        accentedRenderingMode: WidgetAccentedRenderingMode? = nil
    ) {
        self.source = source
        self.lines = lines
        self.foreground = foreground
        self.attributes = attributes
        self.redaction = redaction
        self.accentable = accentable
        self.picture = picture
        self.accentedRenderingMode = accentedRenderingMode
    }
}
