/// The public rendering API: a view or an archive, at a size in cells, at an instant, to a
/// buffer and its text. `homescreen render` and widget authors' snapshot tests use it.
///
/// ```swift
/// let rendered = ViewRenderer.render(MyView(), size: CellSize(width: 22, height: 10),
///                                    context: RenderContext(now: Date(), palette: .monochrome))
/// print(rendered.text)
/// ```
public enum ViewRenderer {
    /// Resolves `view` with `environment` and renders the archive.
    public static func render<V: View>(_ view: V, size: CellSize, context: RenderContext,
                                       environment: EnvironmentValues = EnvironmentValues()) -> RenderedView {
        var environment = environment
        environment.redactionReasons.formUnion(context.redactionReasons)
        environment.colorScheme = context.palette.colorScheme
        return render(ViewResolver.resolve(view, in: environment), size: size, context: context)
    }

    /// Renders an archive into a buffer of `size`.
    ///
    /// - Parameters:
    ///   - margins: space kept free inside the edges for the content (a widget's content
    ///     margins); a container background still covers the whole buffer.
    ///   - background: the color the buffer starts filled with (a widget's tile color);
    ///     nil for the palette's widget background.
    public static func render(_ node: ViewNode, size: CellSize, context: RenderContext, margins: CellInsets = .zero,
                              background: TerminalColor? = nil) -> RenderedView {
        let fill = context.palette.usesColor ? (background ?? context.palette.widgetBackground) : .default
        let buffer = CellBuffer(size: size, fill: .blank(CellStyle(background: fill)))
        var painter = Painter(context: context, buffer: buffer)
        let formatter = DateTextFormatter(now: context.now, locale: context.locale, timeZone: context.timeZone)
        let bounds = CellRect(origin: .zero, size: size)
        if let containerBackground = node.firstContainerBackground {
            let layout = LayoutNode(containerBackground, parentAxis: nil, formatter: formatter)
            layout.place(in: bounds)
            painter.paint(layout, clip: bounds)
            painter.drawsContainerBackground = false
        }
        let root = layout(node, formatter: formatter, in: bounds.inset(top: margins.top, leading: margins.leading,
                                                                         bottom: margins.bottom, trailing: margins.trailing))
        painter.paint(root, clip: bounds)
        return RenderedView(buffer: painter.buffer, links: painter.links, widgetURLs: painter.widgetURLs)
    }

    /// Lays out an archive in `rect` without painting (for tests and hit testing).
    public static func layout(_ node: ViewNode, in rect: CellRect, context: RenderContext) -> LayoutNode {
        let formatter = DateTextFormatter(now: context.now, locale: context.locale, timeZone: context.timeZone)
        return layout(node, formatter: formatter, in: rect)
    }

    private static func layout(_ node: ViewNode, formatter: DateTextFormatter, in rect: CellRect) -> LayoutNode {
        let root = LayoutNode(node, parentAxis: nil, formatter: formatter)
        let size = root.sizeThatFits(ProposedSize(rect.size))
        // The root is centred in the space it is given, as a widget's content is.
        let origin = CellPoint(x: rect.minX + max(0, (rect.width - size.width) / 2),
                               y: rect.minY + max(0, (rect.height - size.height) / 2))
        root.place(in: rect.intersection(CellRect(origin: origin, size: size)))
        return root
    }
}

extension ViewNode {
    /// The background view of the first `containerBackground` in reading order.
    var firstContainerBackground: ViewNode? {
        if case .containerBackground = kind, children.count > 1 { return children[1] }
        for child in children {
            if let found = child.firstContainerBackground { return found }
        }
        return nil
    }
}
