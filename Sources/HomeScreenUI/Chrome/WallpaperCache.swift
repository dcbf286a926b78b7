import CellGrid

/// The wallpaper alone, painted once per size and theme and copied for each frame (the
/// grid's, the lock screen's and StandBy's).
struct WallpaperCache {
    private var painted: (key: WallpaperKey, buffer: CellBuffer)?

    /// The wallpaper for the model's screen size and theme.
    @MainActor
    mutating func buffer(_ model: HomeModel) -> CellBuffer {
        let key = WallpaperKey(size: model.screenSize, themeIndex: model.appearance.themeIndex, monochrome: model.appearance.monochrome)
        if let painted, painted.key == key { return painted.buffer }
        var buffer = CellBuffer(size: model.screenSize)
        Wallpaper.paint(model.theme, into: &buffer)
        painted = (key, buffer)
        return buffer
    }
}
