import CellGrid
import HostIO

/// Paints the theme's wallpaper: one color, or a vertical gradient from the top color to the
/// bottom one (blended in RGB per row; the output reduces it to what the terminal shows).
enum Wallpaper {
    static func paint(_ theme: Theme, into buffer: inout CellBuffer) {
        let height = buffer.size.height
        guard theme.palette.usesColor else { return }
        for row in 0..<height {
            let color = color(theme, row: row, of: height)
            buffer.fill(CellRect(x: 0, y: row, width: buffer.size.width, height: 1), with: .blank(CellStyle(background: color)))
        }
    }

    static func color(_ theme: Theme, row: Int, of height: Int) -> TerminalColor {
        guard let bottom = theme.wallpaperBottom, let from = theme.wallpaper.rgbValue, let to = bottom.rgbValue, height > 1 else {
            return theme.wallpaper
        }
        let t = Double(row) / Double(height - 1)
        let mix: (UInt8, UInt8) -> UInt8 = { a, b in UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
        return .rgb(mix(from.red, to.red), mix(from.green, to.green), mix(from.blue, to.blue))
    }
}

extension Wallpaper {
    /// Draws `tile` at `origin` over the wallpaper: where the tile leaves the background to
    /// the terminal (a vibrant widget's removed container background), the wallpaper shows.
    static func draw(_ tile: CellBuffer, at origin: CellPoint, over theme: Theme, into buffer: inout CellBuffer) {
        buffer.draw(tile, at: origin)
        guard theme.palette.usesColor else { return }
        let height = buffer.size.height
        for row in origin.y..<(origin.y + tile.size.height) {
            let color = color(theme, row: row, of: height)
            buffer.restyle(CellRect(x: origin.x, y: row, width: tile.size.width, height: 1)) { style in
                if style.background == .default { style.background = color }
            }
        }
    }
}
