import CellGrid
import Foundation
import Testing
import TestSupport
import WidgetUI

/// Pictures in the accented (tinted) and vibrant rendering modes follow the image's
/// `widgetAccentedRenderingMode`; in full color they keep their own colors.
struct PictureTintingTests {
    private static let colors = AccentedColors(accent: .rgb(255, 128, 0), primary: .rgb(240, 240, 240), material: .rgb(20, 20, 20))

    private static func placed<V: View>(_ view: V, mode: WidgetRenderingMode) throws -> Picture {
        let context = RenderContext(
            now: Fixtures.instant, palette: .dark, locale: Fixtures.locale, timeZone: Fixtures.utc, renderingMode: mode,
            accentedColors: colors)
        let rendered = ViewRenderer.render(
            view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), size: CellSize(width: 4, height: 1),
            context: context, environment: Fixtures.environment)
        return try #require(rendered.buffer.pictures.first).picture
    }

    private static func checker() throws -> UIImage { try #require(UIImage(data: try PictureFixtures.data("checker.png"))) }

    /// The distinct colors of a picture's visible pixels.
    private static func colors(of picture: Picture) -> Set<[UInt8]> {
        Set(
            stride(from: 0, to: picture.rgba.count, by: 4).compactMap { picture.rgba[$0 + 3] == 0 ? nil : Array(picture.rgba[$0..<$0 + 3]) }
        )
    }

    @Test func fullColorKeepsThePixels() throws {
        let image = try Self.checker()
        let plain = try Self.placed(Image(uiImage: image).resizable(), mode: .fullColor)
        let kept = try Self.placed(Image(uiImage: image).resizable().widgetAccentedRenderingMode(.fullColor), mode: .accented)
        #expect(kept.rgba == plain.rgba)
        #expect(Self.colors(of: plain).contains([255, 0, 0]))
    }

    @Test func accentedMakesATemplateInTheAccentKeepingTransparency() throws {
        let image = try Self.checker()
        let plain = try Self.placed(Image(uiImage: image).resizable(), mode: .fullColor)
        let accented = try Self.placed(Image(uiImage: image).resizable().widgetAccentedRenderingMode(.accented), mode: .accented)
        #expect(Self.colors(of: accented) == [[255, 128, 0]])
        #expect(
            stride(from: 3, to: plain.rgba.count, by: 4).map { plain.rgba[$0] }
                == stride(from: 3, to: accented.rgba.count, by: 4).map { accented.rgba[$0] })
    }

    @Test func desaturatedByDefaultRunsFromTheMaterialToThePrimary() throws {
        let picture = try Self.placed(Image(uiImage: try Self.checker()).resizable(), mode: .accented)
        // White becomes the primary, black the material.
        #expect(Self.colors(of: picture).contains([240, 240, 240]))
        #expect(Self.colors(of: picture).contains([20, 20, 20]))
        #expect(!Self.colors(of: picture).contains([255, 0, 0]))
    }

    @Test func accentedDesaturatedRunsToTheAccent() throws {
        let view = Image(uiImage: try Self.checker()).resizable().widgetAccentedRenderingMode(.accentedDesaturated)
        let picture = try Self.placed(view, mode: .accented)
        #expect(Self.colors(of: picture).contains([255, 128, 0]))
        #expect(Self.colors(of: picture).contains([20, 20, 20]))
    }

    @Test func vibrantIsGrays() throws {
        let picture = try Self.placed(Image(uiImage: try Self.checker()).resizable(), mode: .vibrant)
        #expect(Self.colors(of: picture).allSatisfy { $0[0] == $0[1] && $0[1] == $0[2] })
    }
}
