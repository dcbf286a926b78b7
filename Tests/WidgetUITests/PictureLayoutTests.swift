import Foundation
import Testing
import TestSupport
import WidgetUI

/// Pictures size as SwiftUI images do, in cells (7 x 16 points a cell; a picture's pixels are
/// points at scale 1).
struct PictureLayoutTests {
    /// `halves.png`: 64 x 32 pixels, so 9 x 2 cells at its natural size, 4.57 columns a row.
    static func halves() throws -> UIImage { try #require(UIImage(contentsOfFile: PictureFixtures.path("halves.png"))) }

    private func size<V: View>(_ view: V, width: Int, height: Int) -> CellSize {
        layout(view, width: width, height: height).sizeThatFits(ProposedSize(width: width, height: height))
    }

    @Test func aPictureThatIsNotResizableTakesItsPointSizeInCells() throws {
        #expect(size(Image(uiImage: try Self.halves()), width: 40, height: 20) == CellSize(width: 9, height: 2))
    }

    @Test func aResizablePictureFillsWhatItIsOffered() throws {
        #expect(size(Image(uiImage: try Self.halves()).resizable(), width: 20, height: 10) == CellSize(width: 20, height: 10))
    }

    @Test func scaledToFitIsTheLargestSizeOfItsShapeWithinTheOffer() throws {
        // 20 columns give 20 / 4.57 = 4 rows.
        #expect(size(Image(uiImage: try Self.halves()).resizable().scaledToFit(), width: 20, height: 10) == CellSize(width: 20, height: 4))
        // 2 rows bound it: 9 columns.
        #expect(size(Image(uiImage: try Self.halves()).resizable().scaledToFit(), width: 40, height: 2) == CellSize(width: 9, height: 2))
    }

    @Test func scaledToFillCoversTheOfferAndIsClippedByItsFrame() throws {
        let image = try Self.halves()
        #expect(size(Image(uiImage: image).resizable().scaledToFill(), width: 20, height: 10) == CellSize(width: 46, height: 10))
        let framed = Image(uiImage: image).resizable().scaledToFill().frame(width: 140, height: 160)
        let tree = layout(framed, width: 40, height: 20)
        // The frame is 20 x 10 cells; the picture inside is clipped to it.
        #expect(leafFrames(tree) == [CellRect(x: 10, y: 5, width: 20, height: 10)])
    }

    @Test func anAspectRatioInPointsIsConvertedToCells() throws {
        // A square in points is 16 / 7 = 2.29 columns a row: 20 columns give 9 rows.
        let square = Image(uiImage: try Self.halves()).resizable().aspectRatio(1, contentMode: .fit)
        #expect(size(square, width: 20, height: 10) == CellSize(width: 20, height: 9))
        let wide = Image(uiImage: try Self.halves()).resizable().aspectRatio(CGSize(width: 4, height: 1), contentMode: .fill)
        // 4:1 in points is 9.14 columns a row: covering 20 x 10 takes 91 x 10.
        #expect(size(wide, width: 20, height: 10) == CellSize(width: 91, height: 10))
    }
}

/// Pictures painted as half blocks, with a placement for terminals that draw pixels.
struct PicturePaintTests {
    private static func render<V: View>(_ view: V, width: Int, height: Int, redaction: RedactionReasons = []) -> RenderedView {
        ViewRenderer.render(
            view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), size: CellSize(width: width, height: height),
            context: Fixtures.darkContext(redaction: redaction), environment: Fixtures.environment)
    }

    private static func checker() throws -> UIImage { try #require(UIImage(data: try PictureFixtures.data("checker.png"))) }

    @Test func eachCellIsAHalfBlockOfItsTwoPixelsAndThePictureIsPlacedOverThem() throws {
        let rendered = Self.render(Image(uiImage: try Self.checker()).resizable(), width: 4, height: 1)
        let cells = (0..<4).map { rendered.buffer[$0, 0] }
        #expect(cells[0] == Cell("▀", style: CellStyle(foreground: .rgb(255, 0, 0), background: .rgb(255, 255, 255))))
        #expect(cells[1] == Cell("▀", style: CellStyle(foreground: .rgb(0, 255, 0), background: .rgb(0, 0, 0))))
        #expect(cells[2] == Cell("▀", style: CellStyle(foreground: .rgb(0, 0, 255), background: .rgb(128, 128, 128))))
        // Transparent on top: the lower half only, blended over the widget's background.
        let background = try #require(Fixtures.darkContext().palette.widgetBackground.rgbValue)
        func mix(_ value: Int, _ base: UInt8) -> UInt8 { UInt8((value * 128 + Int(base) * 127 + 127) / 255) }
        #expect(
            cells[3]
                == Cell(
                    "▄",
                    style: CellStyle(
                        foreground: .rgb(mix(255, background.red), mix(255, background.green), mix(0, background.blue)),
                        background: .rgb(background.red, background.green, background.blue))))
        #expect(rendered.buffer.pictures.count == 1)
        #expect(rendered.buffer.pictures.first?.rect == CellRect(x: 0, y: 0, width: 4, height: 1))
        #expect(
            rendered.buffer.pictures.first?.picture.rgba
                == (try PictureDecoder.decode(.data(try PictureFixtures.data("checker.png")), maxWidth: 8, maxHeight: 8)).rgba)
    }

    @Test func aFilledPictureIsCroppedToWhatShows() throws {
        let image = try #require(UIImage(contentsOfFile: PictureFixtures.path("halves.png")))
        // 46 x 10 cells of picture in a frame of 20 x 10: the middle 20 columns show.
        let rendered = Self.render(Image(uiImage: image).resizable().scaledToFill().frame(width: 140, height: 160), width: 20, height: 10)
        let placement = try #require(rendered.buffer.pictures.first)
        #expect(placement.rect == CellRect(x: 0, y: 0, width: 20, height: 10))
        #expect(placement.picture.width < 64 && placement.picture.height == 32)
        // The left half of the cells is red, the right half blue.
        #expect(rendered.buffer[0, 5]?.style.foreground == .rgb(255, 0, 0))
        #expect(rendered.buffer[19, 5]?.style.foreground == .rgb(0, 0, 255))
    }

    @Test func aRedactedPictureIsASkeletonWithNoPlacement() throws {
        let rendered = Self.render(Image(uiImage: try Self.checker()).resizable(), width: 4, height: 1, redaction: .placeholder)
        #expect(rendered.buffer.rows() == ["▆▆▆▆"])
        #expect(rendered.buffer.pictures.isEmpty)
        let privacy = Self.render(
            Image(uiImage: try Self.checker()).resizable().privacySensitive(), width: 4, height: 1, redaction: .privacy)
        #expect(privacy.buffer.pictures.isEmpty)
    }

    @Test func textDrawnOverAPictureTakesItsPlacementAway() throws {
        let overlaid = Image(uiImage: try Self.checker()).resizable().overlay { Text("hi") }
        let rendered = Self.render(overlaid, width: 4, height: 1)
        #expect(rendered.buffer.rows() == ["▀hi▄"])
        #expect(rendered.buffer.pictures.isEmpty)
        let checker = try Self.checker()
        let beside = HStack(spacing: 0) {
            Image(uiImage: checker).resizable().frame(width: 28, height: 16)
            Text("hi")
        }
        #expect(Self.render(beside, width: 6, height: 1).buffer.pictures.count == 1)
    }

    @Test func aCircleClipMasksThePicturesCorners() throws {
        let image = try #require(UIImage(contentsOfFile: PictureFixtures.path("quadrants.jpg")))
        let rendered = Self.render(Image(uiImage: image).resizable().frame(width: 70, height: 80).clipShape(Circle()), width: 10, height: 5)
        let placement = try #require(rendered.buffer.pictures.first)
        #expect(PictureFixtures.pixel(placement.picture, 0, 0)[3] == 0)
        let centre = PictureFixtures.pixel(placement.picture, placement.picture.width / 2, placement.picture.height / 2)
        #expect(centre[3] == 255)
        // The corner cell shows the background it was on, not the picture.
        #expect(rendered.buffer[0, 0]?.grapheme == " ")
    }

    @Test func withoutColorsAPictureIsShadesOfItsBrightnessAndHasNoPlacement() throws {
        let image = try #require(UIImage(contentsOfFile: PictureFixtures.path("halves.png")))
        let rendered = ViewRenderer.render(
            Image(uiImage: image).resizable(), size: CellSize(width: 4, height: 1), context: Fixtures.plainContext(),
            environment: Fixtures.environment)
        #expect(rendered.buffer.rows() == ["░░  "])
        #expect(rendered.buffer.pictures.isEmpty)
        // Each cell's shade is the mean luma (Rec. 601, as every other color's) of its two
        // pixels, in five steps: red over white 0.65 (▓), green over black 0.29 (░), blue over
        // grey 0.31 (░), a yellow lower half alone 0.44 (▒). Rec. 709 would make the first ▒.
        let checker = ViewRenderer.render(
            Image(uiImage: try Self.checker()).resizable(), size: CellSize(width: 4, height: 1), context: Fixtures.plainContext(),
            environment: Fixtures.environment)
        #expect(checker.buffer.rows() == ["▓░░▒"])
    }

    @Test func aTileWithAPictureIsPinnedAsStyledText() throws {
        let image = try #require(UIImage(contentsOfFile: PictureFixtures.path("meadow.jpg")))
        let view = VStack(spacing: 0) {
            Image(uiImage: image).resizable().scaledToFit()
            Text("Meadow")
        }
        let rendered = ViewRenderer.render(
            view, size: CellSize(width: 22, height: 10), context: Fixtures.darkContext(), environment: Fixtures.environment)
        Snapshot.assert(rendered.buffer.styledText, named: "picture-tile")
        #expect(rendered.buffer.pictures.count == 1)
    }
}
