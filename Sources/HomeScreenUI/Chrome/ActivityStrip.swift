import CellGrid
import Foundation
import WidgetEngine

/// The live activities' strip in the top row, above the widgets: each activity's compact
/// presentation (leading and trailing), or its minimal one when the row is full, drawn from
/// its archives (elapsed time is live text, so it moves without updates). A stale activity
/// carries "⟲"; an ended one is dimmed. The parts are kept between frames (``ActivityParts``).
@MainActor
enum ActivityStrip {
    /// The widest a compact part may be.
    static let maxPartWidth = 28

    /// What a strip drew: where each activity shown is, and where `+N` stands for those left
    /// out (what a click on each opens).
    struct Drawn {
        /// Each activity shown, by id, and its cells.
        var frames: [(id: String, frame: CellRect)] = []
        /// The cells of `+N`, and the index (in ``HomeModel/shownActivities(at:)``) of the first
        /// activity it stands for.
        var more: (frame: CellRect, first: Int)?
    }

    /// The fewest columns a compact leading part is cut to before the minimal presentation
    /// shows instead.
    static let minCutLeading = 6

    /// The fewest columns the strip is given beside a selection ring before it draws over it.
    static let minSpan = 16

    /// Draws the strip into row 0 of `buffer`; nothing when no activity is on screen. `start`:
    /// the first column it may take (after the controls row, when that row is on the top line:
    /// ``ControlsRowPainter/stripStart``). `ring`: the columns a selection ring takes in row 0 (a
    /// widget of the top row selected): the strip keeps beside it, right of it or else left of
    /// it, and only when neither side has ``minSpan`` columns does the ring give way (with
    /// `ringGivesWay` false, edit mode's outlines, the strip is not drawn then). Answers
    /// where each activity drawn is, and `+N` (what a click on each opens). `parts`: the parts
    /// as the last frame drew them.
    @discardableResult
    static func draw(
        _ model: HomeModel, at now: Date, selected: Bool, from start: Int = 0, ring: Range<Int>? = nil, ringGivesWay: Bool = true,
        parts kept: ActivityParts, into buffer: inout CellBuffer
    ) -> Drawn {
        defer { kept.keepOnlyDrawn() }
        let records = model.shownActivities(at: now)
        guard !records.isEmpty, buffer.size.height > 1 else { return Drawn() }
        var drawn = Drawn()
        let theme = model.theme
        let context = TileRenderer.context(model, at: now, redaction: [])
        let span = Self.span(width: buffer.size.width, from: start, avoiding: ring, givingWay: ringGivesWay)
        guard span.count >= 2 else { return drawn }
        var x = span.lowerBound + 1
        let limit = span.upperBound - 1
        let marker = CellStyle(foreground: theme.palette.accent, attributes: selected ? [.bold, .reverse] : .bold)
        // The strip owns its span of the top row.
        buffer.fill(CellRect(x: span.lowerBound, y: 0, width: span.count, height: 1), with: .blank(CellStyle()))
        buffer.put(selected ? "●" : "◆", at: CellPoint(x: span.lowerBound, y: 0), style: marker, keepsBackground: !selected)
        var reduced = false
        for (index, record) in records.enumerated() {
            let stale = record.activityState(at: now) == .stale
            // While more follow, room is kept after this one for their "+N".
            let following = records.count - index - 1
            let more = following > 0 ? 3 + "+\(following)".count : 0
            let parts = Self.parts(
                of: record, room: limit - x - (stale ? 2 : 0) - more, reduced: &reduced, kept: kept, model: model, context: context)
            let width = parts.reduce(0) { $0 + $1.size.width } + parts.count - 1
            guard x + width + (stale ? 2 : 0) + more <= limit else {
                let text = "+\(records.count - index)"
                buffer.put(text, at: CellPoint(x: x, y: 0), style: marker, keepsBackground: true)
                drawn.more = (CellRect(x: x, y: 0, width: DisplayWidth.of(text), height: 1), index)
                return drawn
            }
            drawn.frames.append((record.id, CellRect(x: x, y: 0, width: width, height: 1)))
            for part in parts {
                var cells = part
                if record.ended != nil { cells.restyle(cells.bounds) { $0.attributes.insert(.dim) } }
                buffer.draw(cells, at: CellPoint(x: x, y: 0))
                x += part.size.width + 1
            }
            if stale {
                buffer.put("⟲", at: CellPoint(x: x - 1, y: 0), style: CellStyle(foreground: theme.staleMarker), keepsBackground: true)
                x += 1
            }
            x += 2
        }
        return drawn
    }

    /// The parts `record` shows in `room` columns: its compact presentation (leading and
    /// trailing) when it fits; for the first activity that does not fit, its leading part cut
    /// to the room left (at least ``minCutLeading`` columns: a name ends in "…"); else, and for
    /// every activity after one shown smaller (`reduced`), its minimal presentation. So the
    /// most relevant activity keeps the most room.
    private static func parts(
        of record: ActivityRecord, room: Int, reduced: inout Bool, kept: ActivityParts, model: HomeModel, context: RenderContext
    ) -> [CellBuffer] {
        func render(_ node: ViewNode, _ part: String, maxWidth: Int = maxPartWidth) -> CellBuffer {
            kept.render(node, part: part, of: record.id, model: model, context: context, maxWidth: maxWidth)
        }
        if !reduced {
            let leading = render(record.views.compactLeading, "leading")
            let trailing = render(record.views.compactTrailing, "trailing")
            if leading.size.width + 1 + trailing.size.width <= room { return [leading, trailing] }
            reduced = true
            let cut = room - 1 - trailing.size.width
            if cut >= minCutLeading, leading.size.width > cut {
                return [render(record.views.compactLeading, "leading cut", maxWidth: cut), trailing]
            }
        }
        return [render(record.views.minimal, "minimal")]
    }

    /// The columns of row 0 the strip takes: the row from `start`, or the side of `ring` in it
    /// with room; when neither side has room, the row from `start` over the ring, or none when
    /// the ring does not give way.
    static func span(width: Int, from start: Int = 0, avoiding ring: Range<Int>?, givingWay: Bool = true) -> Range<Int> {
        guard let ring, ring.upperBound + 1 > start else { return start..<width }
        if width - (ring.upperBound + 1) >= minSpan { return (ring.upperBound + 1)..<width }
        if ring.lowerBound - 1 - start >= minSpan { return start..<(ring.lowerBound - 1) }
        return givingWay ? start..<width : start..<start
    }

    /// `node` at its own width (at most `maxWidth`) on one row.
    static func render(_ node: ViewNode, context: RenderContext, maxWidth: Int = maxPartWidth) -> CellBuffer {
        let width = width(of: node, context: context, maxWidth: maxWidth)
        guard width > 0 else { return CellBuffer(size: CellSize(width: 0, height: 1)) }
        return ViewRenderer.render(node, size: CellSize(width: width, height: 1), context: context, background: .default).buffer
    }

    /// The columns `node` takes on one row at `context`'s instant: its own width, at most
    /// `maxWidth`.
    static func width(of node: ViewNode, context: RenderContext, maxWidth: Int = maxPartWidth) -> Int {
        let proposal = CellRect(x: 0, y: 0, width: maxWidth, height: 1)
        let size = ViewRenderer.layout(node, in: proposal, context: context).sizeThatFits(ProposedSize(width: maxWidth, height: 1))
        return min(max(size.width, 0), maxWidth)
    }
}
