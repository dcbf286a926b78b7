import CellGrid

/// The wallpaper alone, painted once per size and theme and copied for each frame (the
/// grid's, the lock screen's and StandBy's).
struct WallpaperCache {
    private var painted: (key: WallpaperKey, buffer: CellBuffer)?
    /// Parts of it cut out lately (the damage path lays the same rings' edges and status row
    /// again and again), for ``painted``.
    private var parts: [CellRect: CellBuffer] = [:]

    /// The wallpaper for the model's screen size and theme.
    @MainActor
    mutating func buffer(_ model: HomeModel) -> CellBuffer {
        let key = WallpaperKey(size: model.screenSize, themeIndex: model.appearance.themeIndex, monochrome: model.appearance.monochrome)
        if let painted, painted.key == key { return painted.buffer }
        var buffer = CellBuffer(size: model.screenSize)
        Wallpaper.paint(model.theme, into: &buffer)
        painted = (key, buffer)
        parts.removeAll()
        return buffer
    }

    /// The part of the wallpaper inside `rect` (within the screen), as a buffer of its own.
    @MainActor
    mutating func part(_ rect: CellRect, _ model: HomeModel) -> CellBuffer {
        let whole = buffer(model)
        if let part = parts[rect] { return part }
        if parts.count >= 64 { parts.removeAll() }
        let part = whole.cropped(to: rect)
        parts[rect] = part
        return part
    }
}
