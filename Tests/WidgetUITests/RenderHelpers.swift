import TestSupport
import WidgetUI

/// Renders `view` without color into `width` x `height` cells, as lines. The view is
/// pinned to the top-leading corner (a widget's root would be centred).
func lines<V: View>(_ view: V, width: Int, height: Int, redaction: RedactionReasons = []) -> [String] {
    let pinned = view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    return ViewRenderer.render(
        pinned, size: CellSize(width: width, height: height), context: Fixtures.plainContext(redaction: redaction),
        environment: Fixtures.environment
    ).buffer.rows()
}

/// The laid-out tree of `view` placed in `width` x `height` cells.
func layout<V: View>(_ view: V, width: Int, height: Int) -> LayoutNode {
    ViewRenderer.layout(
        ViewResolver.resolve(view, in: Fixtures.environment),
        in: CellRect(x: 0, y: 0, width: width, height: height), context: Fixtures.plainContext())
}

/// The frames of the leaves of a laid-out tree, in reading order.
func leafFrames(_ node: LayoutNode) -> [CellRect] {
    node.children.isEmpty ? [node.frame] : node.children.flatMap(leafFrames)
}
