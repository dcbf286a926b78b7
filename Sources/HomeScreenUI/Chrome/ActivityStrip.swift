import CellGrid
import Foundation
import WidgetEngine

/// The live activities' strip in the top row, above the widgets: each activity's compact
/// presentation (leading and trailing), or its minimal one when the row is full, drawn from
/// its archives (elapsed time is live text, so it moves without updates). A stale activity
/// carries "⟲"; an ended one is dimmed.
@MainActor
enum ActivityStrip {
    /// The widest a compact part may be.
    static let maxPartWidth = 28

    /// Draws the strip into row 0 of `buffer`; nothing when no activity is on screen. Answers
    /// where each activity drawn is (what a click on it opens).
    @discardableResult
    static func draw(_ model: HomeModel, at now: Date, selected: Bool, into buffer: inout CellBuffer) -> [(id: String, frame: CellRect)] {
        let records = model.shownActivities(at: now)
        guard !records.isEmpty, buffer.size.height > 1 else { return [] }
        var frames: [(id: String, frame: CellRect)] = []
        let theme = model.theme
        let context = TileRenderer.context(model, at: now, redaction: [])
        var x = 1
        let limit = buffer.size.width - 1
        let marker = CellStyle(foreground: theme.palette.accent, attributes: selected ? [.bold, .reverse] : .bold)
        // The strip owns the top row: a selection ring running through it gives way.
        buffer.fill(CellRect(x: 0, y: 0, width: buffer.size.width, height: 1), with: .blank(CellStyle()))
        buffer.put(selected ? "●" : "◆", at: CellPoint(x: 0, y: 0), style: marker, keepsBackground: !selected)
        for (index, record) in records.enumerated() {
            let compact = [record.views.compactLeading, record.views.compactTrailing].map { render($0, context: context) }
            var parts = compact
            let compactWidth = compact.reduce(0) { $0 + $1.size.width } + 1
            if x + compactWidth + (record.activityState(at: now) == .stale ? 2 : 0) > limit {
                parts = [render(record.views.minimal, context: context)]
            }
            let width = parts.reduce(0) { $0 + $1.size.width } + parts.count - 1
            guard x + width <= limit else {
                buffer.put("+\(records.count - index)", at: CellPoint(x: x, y: 0), style: marker, keepsBackground: true)
                return frames
            }
            frames.append((record.id, CellRect(x: x, y: 0, width: width, height: 1)))
            for part in parts {
                var cells = part
                if record.ended != nil { cells.restyle(cells.bounds) { $0.attributes.insert(.dim) } }
                buffer.draw(cells, at: CellPoint(x: x, y: 0))
                x += part.size.width + 1
            }
            if record.activityState(at: now) == .stale {
                buffer.put("⟲", at: CellPoint(x: x - 1, y: 0), style: CellStyle(foreground: theme.staleMarker), keepsBackground: true)
                x += 1
            }
            x += 2
        }
        return frames
    }

    /// `node` at its own width (at most ``maxPartWidth``) on one row.
    static func render(_ node: ViewNode, context: RenderContext) -> CellBuffer {
        let proposal = CellRect(x: 0, y: 0, width: maxPartWidth, height: 1)
        let size = ViewRenderer.layout(node, in: proposal, context: context).sizeThatFits(ProposedSize(width: maxPartWidth, height: 1))
        let width = min(max(size.width, 0), maxPartWidth)
        guard width > 0 else { return CellBuffer(size: CellSize(width: 0, height: 1)) }
        return ViewRenderer.render(node, size: CellSize(width: width, height: 1), context: context, background: .default).buffer
    }
}
