import Foundation
import WidgetUI

/// A tile's drawing kept between frames while its ``TileKey`` holds: its cells, or for a tile
/// with live text (a timer, a relative date) the rendering that draws it at each frame's instant
/// and keeps its layout while the text keeps its width.
enum CachedTile {
    case fixed(RenderedView)
    case live(ViewRendering)

    /// The tile at `now`.
    func rendered(at now: Date) -> RenderedView {
        switch self {
        case .fixed(let rendered): rendered
        case .live(let rendering): rendering.render(at: now)
        }
    }
}
