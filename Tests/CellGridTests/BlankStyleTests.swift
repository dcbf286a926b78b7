import CellGrid
import Testing

/// A space is written in the foreground it comes after, so erasing an outline on the wallpaper
/// sends the terminal no attribute change per cell, and it looks the same.
struct BlankStyleTests {
    private let wallpaper = CellStyle(foreground: .default, background: .indexed(16))
    private let outline = CellStyle(foreground: .indexed(33), background: .indexed(16))

    @Test func aSpaceTakesTheForegroundAndInvisibleAttributesBeforeIt() {
        #expect(wallpaper.forBlank(after: outline) == outline)
        let bold = CellStyle(foreground: .indexed(33), background: .indexed(16), attributes: [.bold, .italic])
        #expect(wallpaper.forBlank(after: bold) == bold, "bold and italic do not show on a space")
        let elsewhere = CellStyle(foreground: .indexed(33), background: .indexed(200))
        #expect(
            wallpaper.forBlank(after: elsewhere) == CellStyle(foreground: .indexed(33), background: .indexed(16)),
            "its own background stays")
    }

    @Test func attributesThatShowOnASpaceKeepItsStyle() {
        for visible: TextAttributes in [.underline, .reverse, .strikethrough] {
            let underlined = CellStyle(foreground: .indexed(9), background: .indexed(16), attributes: visible)
            #expect(underlined.forBlank(after: outline) == underlined, "its own \(visible) shows its foreground")
            let afterUnderlined = CellStyle(foreground: .indexed(9), background: .indexed(16), attributes: visible)
            #expect(wallpaper.forBlank(after: afterUnderlined) == wallpaper, "not taken from a cell whose \(visible) would show")
        }
        #expect(wallpaper.forBlank(after: nil) == wallpaper)
    }

    @Test func onlyASpaceIsBlank() {
        #expect(Cell(" ").isBlank)
        #expect(!Cell("x").isBlank && !Cell("─").isBlank)
    }
}
