/// An image, as in SwiftUI: an SF Symbol drawn as a terminal glyph, a named image (glyph art
/// registered in ``ImageCatalog``, or a picture from an asset folder), or a picture from data
/// or a file (``UIImage``).
///
/// ```swift
/// Image(systemName: "cloud.sun.fill")           // ⛅
/// Image("logo")                                 // glyph art or Assets/logo.png
/// Image(uiImage: photo).resizable().scaledToFill()
/// ```
/// Pictures are drawn as colored half-block cells (two pixels a cell) and, in a terminal with
/// a picture protocol, as pixels over them. An unknown symbol draws a neutral glyph (□) and is
/// logged once; an unknown named image draws a visible box with its name.
public struct Image: View, Sendable {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never

    enum Source: Sendable {
        case symbol(String)
        case named(String, bundle: Bundle?)
        case picture(UIImage, name: String)
    }

    let source: Source
    var isResizable = false
    var accentedRenderingMode: WidgetAccentedRenderingMode?

    /// An SF Symbol by name.
    public init(systemName: String) {
        self.source = .symbol(systemName)
    }

    /// A named image: glyph art from the ``ImageCatalog``, else a picture from its asset folders.
    public init(_ name: String) {
        self.source = .named(name, bundle: nil)
    }

    /// A named image, also looked up in `bundle`'s `Assets` folder.
    public init(_ name: String, bundle: Bundle?) {
        self.source = .named(name, bundle: bundle)
    }

    /// A named image that accessibility ignores (the same image here).
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.source = .named(name, bundle: bundle)
    }

    /// An image from an asset resource (`Image(.logo)`, iOS 17).
    public init(_ resource: ImageResource) {
        self.source = .named(resource.name, bundle: resource.bundle)
    }

    /// A picture from data or a file (iOS's `Image(uiImage:)`).
    public init(uiImage: UIImage) {
        let name = if case let .file(path) = uiImage.input { (path as NSString).lastPathComponent } else { "" }
        self.source = .picture(uiImage, name: name)
    }

    /// The single-line glyph used when the image sits inside text.
    var inlineGlyph: String {
        switch source {
        case let .symbol(name): return SymbolTable.glyph(for: name)
        case let .named(name, _): return ImageCatalog.shared.art(named: name)?.lines.first ?? "[\(name)]"
        case let .picture(_, name): return "[\(name.isEmpty ? "picture" : name)]"
        }
    }

    /// A picture that fills the size it is offered (with `aspectRatio`, `scaledToFit` or
    /// `scaledToFill`, keeping its shape). No effect on symbols and glyph art, which keep their
    /// size.
    public func resizable() -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// As ``resizable()``; the insets and mode are ignored (pictures are scaled whole).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        resizable()
    }

    /// How the image is drawn on a tinted home screen (iOS 18), recorded in the archive.
    public func widgetAccentedRenderingMode(_ mode: WidgetAccentedRenderingMode?) -> Image {
        var image = self
        image.accentedRenderingMode = mode
        return image
    }

    /// No effect: glyphs keep their colors.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    /// No effect: pictures are always box-filtered.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    /// No effect.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// SwiftUI's rendering modes (no effect here).
    public enum TemplateRenderingMode: Sendable { case template, original }
    /// SwiftUI's interpolation qualities (no effect here).
    public enum Interpolation: Sendable { case none, low, medium, high }
    /// SwiftUI's resizing modes (pictures are always stretched whole).
    public enum ResizingMode: Sendable { case tile, stretch }
}

extension Image: SingleNodeView {
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(view.makeNode(in: environment))
    }

    func makeNode(in environment: EnvironmentValues) -> ViewNode {
        let attributes = (environment.font?.attributes ?? []).union(environment.textAttributes)
        var node: ImageNode
        switch source {
        case let .symbol(name):
            node = ImageNode(
                source: .symbol(name), lines: [SymbolTable.glyph(for: name)],
                foreground: environment.foregroundStyle, attributes: attributes, redaction: RedactionMark(environment))
        case let .named(name, bundle):
            if let art = ImageCatalog.shared.art(named: name) {
                node = ImageNode(
                    source: .named(name), lines: art.lines, foreground: art.color ?? environment.foregroundStyle,
                    attributes: attributes, redaction: RedactionMark(environment))
            } else if let picture = ImageCatalog.shared.picture(named: name, bundle: bundle) {
                node = pictureNode(picture, name: name, in: environment)
            } else {
                OnceLog.notice(key: "image:" + name, "image \"\(name)\" is neither registered in the ImageCatalog nor in an asset folder")
                node = ImageNode(
                    source: .missing(name), lines: Self.box("?" + name), foreground: environment.foregroundStyle,
                    attributes: attributes, redaction: RedactionMark(environment))
            }
        case let .picture(picture, name):
            node = pictureNode(picture, name: name, in: environment)
        }
        node.accentedRenderingMode = accentedRenderingMode
        node.accentable = environment.isWidgetAccentable
        return ViewNode(.image(node))
    }

    /// The node of a picture, decoded now at the size the widget can show; a picture that
    /// cannot be decoded is a marked box, logged.
    private func pictureNode(_ image: UIImage, name: String, in environment: EnvironmentValues) -> ImageNode {
        let redaction = RedactionMark(environment)
        guard image.header != nil else { return ImageNode(source: .picture(name), lines: [], redaction: redaction) }
        let scale = environment.pointScale
        let points = image.size
        let natural = CellSize(width: scale.columns(points.width), height: scale.rows(points.height))
        let aspect = (points.width / scale.pointsPerColumn) / max(points.height / scale.pointsPerRow, .leastNonzeroMagnitude)
        // A resizable picture may cover the whole widget (the container the host resolves it
        // for); a fixed one only its own cells.
        let widget = environment.layoutContainer?.size ?? PictureBudget.defaultCells
        let cells =
            isResizable ? widget : CellSize(width: min(natural.width, widget.width), height: min(natural.height, widget.height))
        let budget = PictureBudget.pixels(for: cells)
        do {
            let pixels = try image.picture(maxWidth: budget.width, maxHeight: budget.height)
            return ImageNode(
                source: .picture(name), lines: [], redaction: redaction,
                picture: ImagePicture(pixels: pixels, naturalSize: natural, aspectRatio: aspect, resizable: isResizable))
        } catch {
            OnceLog.notice(key: "picture:" + error.description, "picture not shown: \(error)")
            return ImageNode(
                source: .unreadable(name), lines: Self.box("⚠" + (name.isEmpty ? "picture" : name)),
                foreground: ColorValue(.system(.red)), redaction: redaction)
        }
    }

    /// A box that shows plainly where an image should be.
    static func box(_ label: String) -> [String] {
        let width = DisplayWidth.of(label)
        return ["┌" + String(repeating: "─", count: width) + "┐", "│" + label + "│", "└" + String(repeating: "─", count: width) + "┘"]
    }
}

/// The image scale of symbols (no effect in a terminal).
extension Image {
    /// SwiftUI's image scales (a glyph is one size in cells).
    public enum Scale: Sendable { case small, medium, large }
}
