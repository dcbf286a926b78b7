import CellGrid
import Testing

@testable import HomeScreenUI

/// A screen drawn over the grid (a sheet, the help) takes away the pictures it paints over,
/// and only those.
struct PictureCoverTests {
    static func buffer(placements rects: [CellRect]) throws -> CellBuffer {
        var buffer = CellBuffer(size: CellSize(width: 30, height: 10))
        let picture = try #require(Picture(width: 1, height: 1, rgba: [1, 2, 3, 255]))
        for rect in rects {
            buffer.fill(rect, with: Cell("▀", style: .plain))
            buffer.pictures.append(PicturePlacement(rect: rect, picture: picture))
        }
        return buffer
    }

    @Test func aSheetOverAPictureTakesItAway() throws {
        let left = CellRect(x: 0, y: 0, width: 10, height: 4)
        let right = CellRect(x: 20, y: 0, width: 10, height: 4)
        var buffer = try Self.buffer(placements: [left, right])
        let cover = PictureCover(buffer)
        // A sheet's box over part of the left picture only.
        buffer.fill(CellRect(x: 8, y: 2, width: 6, height: 5), with: Cell(" ", style: .plain))
        cover.removePicturesPaintedOver(in: &buffer)
        #expect(buffer.pictures.map(\.rect) == [right])
    }

    @Test func paintingElsewhereKeepsThePictures() throws {
        var buffer = try Self.buffer(placements: [CellRect(x: 0, y: 0, width: 10, height: 4)])
        let cover = PictureCover(buffer)
        buffer.put("status", at: CellPoint(x: 0, y: 9), style: .plain)
        cover.removePicturesPaintedOver(in: &buffer)
        #expect(buffer.pictures.count == 1)
    }

    @Test func aPictureTheScreenAboveAddsStays() throws {
        var buffer = try Self.buffer(placements: [])
        let cover = PictureCover(buffer)
        let preview = try Self.buffer(placements: [CellRect(x: 2, y: 2, width: 4, height: 2)])
        buffer.draw(preview, at: .zero)
        cover.removePicturesPaintedOver(in: &buffer)
        #expect(buffer.pictures.count == 1)
    }
}
