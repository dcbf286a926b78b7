import CellGrid
import Foundation
import HostIO
import WidgetEngine

/// What a frame of the grid is drawn from, besides the selection and the instant: while it
/// stays the same from one frame to the next, only the selection's rings, the live text's
/// tiles and the status bar can differ, and the frame is drawn over the last one where they
/// are (``FramePainter``). Anything else (a page turned, a tile's entry or marks, the theme,
/// the size, a toast's text aside) changes the basis, and the frame is drawn whole.
struct GridFrameBasis: Equatable {
    /// One item shown: where, what its tile is drawn from, its marks and its stack's dots.
    struct Item: Equatable {
        var id: String
        var frame: CellRect
        var tile: TileKey
        var markers: TileMarkers
        var stack: [WidgetItem]?
        var stackTop: Int?
    }

    var grid: SlotGrid
    var theme: String
    var themeIndex: Int
    var monochrome: Bool
    var tinted: Bool
    var previewMode: PreviewMode
    /// The navigation, its selection and link left out.
    var navigation: Navigation
    var pageCount: Int
    var shownPages: Range<Int>
    var items: [Item]
    var dock: [HitTarget]
    var tooLarge: [String]
    /// The controls row's line (nil: no row): the row is drawn again at every frame but a live
    /// tick's, as the status bar is, and where it sits shapes the page.
    var controlsRow: Int?
    /// True while live activities show in the top row (``ActivityStrip``): the row is drawn
    /// again at every frame, live tick or not (their elapsed time, their updates, the
    /// selection's ring it keeps beside).
    var activityStrip: Bool

    /// The basis of the grid's frame at `now`; nil when the grid is not drawn so that part
    /// of it can be drawn again (too small a terminal).
    @MainActor
    init?(grid screen: HomeGridScreen, model: HomeModel, at now: Date) {
        let grid = model.grid
        guard !grid.isTooSmall else { return nil }
        activityStrip = model.showsActivities(at: now)
        controlsRow = ControlsRowPainter.line(of: model)
        self.grid = grid
        theme = model.theme.name
        themeIndex = model.appearance.themeIndex
        monochrome = model.appearance.monochrome
        tinted = model.appearance.tinted
        previewMode = model.appearance.previewMode
        navigation = model.navigation
        navigation.selection = nil
        navigation.linkIndex = nil
        pageCount = model.pageCount
        shownPages = model.shownPages
        items = model.shownItems.map { item in
            Item(
                id: item.id, frame: item.frame, tile: screen.tiles.key(of: item, model: model, at: now),
                markers: TileMarkers(item, model: model, at: now), stack: item.stack?.members,
                stackTop: item.stack?.top)
        }
        dock = model.dockTargets
        tooLarge = model.shownPages.flatMap { model.screenPage($0)?.tooLarge ?? [] }
    }
}
