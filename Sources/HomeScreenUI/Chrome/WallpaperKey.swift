import CellGrid

/// What a painted wallpaper depends on: the screen's size and the theme shown.
struct WallpaperKey: Hashable {
    var size: CellSize
    var themeIndex: Int
    var monochrome: Bool
}
