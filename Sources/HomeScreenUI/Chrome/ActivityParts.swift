import CellGrid
import Foundation
import WidgetEngine

/// The live activities' compact and minimal parts as the strip last drew them, kept between
/// frames (a memo, as ``TileRenderer`` keeps tiles): each part's archive rendered at its own
/// width, drawn again at each frame's instant from its kept layout. The strip is drawn in
/// every frame while an activity shows, and its elapsed time changes every second.
///
/// What it answers is what ``ActivityStrip/render(_:context:)`` would: a part is laid out
/// anew whenever its archive, the theme or the rendering mode changes, and measured again
/// whenever its live text changes shape (``ViewRendering`` keeps a layout only while every
/// live text keeps its clusters' widths), so its width is always the one it would take.
@MainActor
final class ActivityParts {
    /// What a part is drawn from besides the instant.
    private struct Source: Equatable {
        var node: ViewNode
        var themeIndex: Int
        var renderingMode: WidgetRenderingMode
        var maxWidth: Int
    }

    /// A part of an activity.
    private struct Key: Hashable {
        var id: String
        var part: String
    }

    /// Each part as kept: what it was drawn from, its width, and its rendering (nil when it
    /// takes no room).
    private var kept: [Key: (source: Source, width: Int, rendering: ViewRendering?)] = [:]
    /// The parts drawn since ``keepOnlyDrawn()`` was last called.
    private var drawn: Set<Key> = []

    /// The part named `part` of the activity `id`, showing `node` at most `maxWidth` columns
    /// wide, drawn with `context` under `model`'s theme.
    func render(
        _ node: ViewNode, part: String, of id: String, model: HomeModel, context: RenderContext,
        maxWidth: Int = ActivityStrip.maxPartWidth
    ) -> CellBuffer {
        let key = Key(id: id, part: part)
        drawn.insert(key)
        let source = Source(
            node: node, themeIndex: model.appearance.themeIndex, renderingMode: context.renderingMode, maxWidth: maxWidth)
        if let held = kept[key], held.source == source {
            guard let rendering = held.rendering else { return Self.empty }
            let view = rendering.render(at: context.now)
            // Laid out anew (nil): a live text changed shape, and the part's width may too.
            if rendering.takeChanges() != nil || ActivityStrip.width(of: node, context: context, maxWidth: maxWidth) == held.width {
                return view.buffer
            }
        }
        let width = ActivityStrip.width(of: node, context: context, maxWidth: maxWidth)
        let rendering =
            width > 0
            ? ViewRendering(node, size: CellSize(width: width, height: 1), context: context, background: .default) : nil
        kept[key] = (source, width, rendering)
        guard let rendering else { return Self.empty }
        let view = rendering.render(at: context.now)
        _ = rendering.takeChanges()
        return view.buffer
    }

    /// Forgets the parts not drawn since the last call (activities dismissed, parts no longer
    /// shown); the strip calls it after each frame.
    func keepOnlyDrawn() {
        // Every part drawn is kept, so as many kept as drawn means none to forget.
        if kept.count != drawn.count { kept = kept.filter { drawn.contains($0.key) } }
        drawn.removeAll(keepingCapacity: true)
    }

    private static let empty = CellBuffer(size: CellSize(width: 0, height: 1))
}
