import CellGrid
import Foundation
import WidgetEngine
import WidgetUI

/// The live activities on the lock screen, as iOS shows them there: one banner each, below
/// the widgets, running ones first (``HomeModel/shownActivities(at:)``'s order), as many as
/// the rows left hold, and a line saying how many more there are when some do not fit; ended
/// ones dimmed until dismissed.
@MainActor
enum LockScreenNotifications {
    /// The widest a banner is.
    static let maxWidth = 64

    /// Draws the banners into `rows` of `buffer`, each ``ActivitiesScreen/rowsEach`` rows with
    /// a row between them, centred.
    static func draw(_ model: HomeModel, at now: Date, in rows: Range<Int>, into buffer: inout CellBuffer) {
        let records = model.shownActivities(at: now)
        let each = ActivitiesScreen.rowsEach
        let width = min(maxWidth, buffer.size.width - 2)
        guard !records.isEmpty, width > 0, rows.count >= each else { return }
        var fitting = (rows.count + 1) / (each + 1)
        // Those left out are counted on the row after the last banner, which one banner gives
        // up when the rows hold no more.
        if records.count > fitting, fitting * (each + 1) >= rows.count, fitting > 1 { fitting -= 1 }
        let context = TileRenderer.context(model, at: now, redaction: [])
        let x = (buffer.size.width - width) / 2
        for (index, record) in records.prefix(fitting).enumerated() {
            let cells = ActivitiesScreen.banner(record, size: CellSize(width: width, height: each), context: context)
            Wallpaper.draw(cells, at: CellPoint(x: x, y: rows.lowerBound + index * (each + 1)), over: model.theme, into: &buffer)
        }
        let more = records.count - fitting
        let line = rows.lowerBound + fitting * (each + 1)
        guard more > 0, line < rows.upperBound else { return }
        let text = "+\(more) more live activit\(more == 1 ? "y" : "ies") (a on the home screen)"
        buffer.put(
            text, at: CellPoint(x: max(0, (buffer.size.width - DisplayWidth.of(text)) / 2), y: line),
            style: CellStyle(foreground: model.theme.palette.secondary), keepsBackground: true)
    }
}
