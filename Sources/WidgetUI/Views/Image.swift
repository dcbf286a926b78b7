/// An image, as in SwiftUI: an SF Symbol drawn as a terminal glyph, or a named image a
/// widget bundle registered as glyph art in ``ImageCatalog``.
///
/// ```swift
/// Image(systemName: "cloud.sun.fill")   // ⛅
/// Image("logo")                         // glyph art registered under "logo"
/// ```
/// An unknown symbol draws a neutral glyph (□) and is logged once; an unregistered named image
/// draws a visible box with its name.
public struct Image: View, Sendable {
    public typealias Body = Never

    enum Source: Sendable {
        case symbol(String)
        case named(String)
    }

    let source: Source

    /// An SF Symbol by name.
    public init(systemName: String) {
        self.source = .symbol(systemName)
    }

    /// A named image from the ``ImageCatalog``.
    public init(_ name: String) {
        self.source = .named(name)
    }

    /// A named image; the bundle is ignored (images come from the ``ImageCatalog``).
    public init(_ name: String, bundle: Bundle?) {
        self.source = .named(name)
    }

    /// The single-line glyph used when the image sits inside text.
    var inlineGlyph: String {
        switch source {
        case let .symbol(name): return SymbolTable.glyph(for: name)
        case let .named(name): return ImageCatalog.shared.art(named: name)?.lines.first ?? "[\(name)]"
        }
    }

    // SwiftUI's image sizing modifiers; glyph art has a fixed size, so they change nothing.
    /// No effect: glyph art keeps its size.
    public func resizable() -> Image { self }
    /// No effect: glyph art keeps its size.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    /// No effect: glyph art keeps its size.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    /// No effect: glyph art keeps its size.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// SwiftUI's rendering modes (no effect here).
    public enum TemplateRenderingMode: Sendable { case template, original }
    /// SwiftUI's interpolation qualities (no effect here).
    public enum Interpolation: Sendable { case none, low, medium, high }
}

extension Image: SingleNodeView {
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
        case let .named(name):
            if let art = ImageCatalog.shared.art(named: name) {
                node = ImageNode(
                    source: .named(name), lines: art.lines, foreground: art.color ?? environment.foregroundStyle,
                    attributes: attributes, redaction: RedactionMark(environment))
            } else {
                OnceLog.notice(key: "image:" + name, "image \"\(name)\" is not registered in the ImageCatalog")
                node = ImageNode(
                    source: .missing(name), lines: Self.missingBox(name), foreground: environment.foregroundStyle,
                    attributes: attributes, redaction: RedactionMark(environment))
            }
        }
        node.accentable = environment.isWidgetAccentable
        return ViewNode(.image(node))
    }

    /// A box that shows plainly where an unregistered image should be.
    static func missingBox(_ name: String) -> [String] {
        let label = "?" + name
        let width = DisplayWidth.of(label)
        return ["┌" + String(repeating: "─", count: width) + "┐", "│" + label + "│", "└" + String(repeating: "─", count: width) + "┘"]
    }
}

/// The image scale of symbols (no effect in a terminal).
extension Image {
    public enum Scale: Sendable { case small, medium, large }
}
