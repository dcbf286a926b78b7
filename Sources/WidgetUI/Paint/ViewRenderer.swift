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
    public static func render<V: View>(
        _ view: V, size: CellSize, context: RenderContext,
        environment: EnvironmentValues = EnvironmentValues()
    ) -> RenderedView {
        var environment = environment
        environment.redactionReasons.formUnion(context.redactionReasons)
        environment.colorScheme = context.palette.colorScheme
        environment.widgetRenderingMode = context.renderingMode
        environment.showsWidgetContainerBackground = context.showsContainerBackground
        if environment.layoutContainer == nil { environment.layoutContainer = LayoutContainer(size: size) }
        return render(ViewResolver.resolve(view, in: environment), size: size, context: context)
    }

    /// Renders an archive into a buffer of `size`.
    ///
    /// - Parameters:
    ///   - margins: space kept free inside the edges for the content (a widget's content
    ///     margins); a container background still covers the whole buffer.
    ///   - background: the color the buffer starts filled with (a widget's tile color);
    ///     nil for the palette's widget background.
    public static func render(
        _ node: ViewNode, size: CellSize, context: RenderContext, margins: CellInsets = .zero,
        background: TerminalColor? = nil
    ) -> RenderedView {
        ViewRendering(node, size: size, context: context, margins: margins, background: background).render(at: context.now)
    }

    /// Lays out an archive in `rect` without painting (for tests and hit testing); the root
    /// is centred in `rect`, as a widget's content is.
    public static func layout(_ node: ViewNode, in rect: CellRect, context: RenderContext) -> LayoutNode {
        let formatter = DateTextFormatter(
            now: context.now, locale: context.locale, timeZone: context.timeZone, hourCycle: context.hourCycle)
        let tree = LayoutTree(node, formatter: formatter)
        tree.layOut(in: rect)
        return LayoutNode(tree: tree, index: 0)
    }
}
