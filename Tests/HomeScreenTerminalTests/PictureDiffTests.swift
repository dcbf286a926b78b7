import CellGrid
import Terminal
import Testing

/// What a frame changes in the pictures on screen.
struct PictureDiffTests {
    static func picture(_ shade: UInt8) -> Picture? {
        Picture(width: 2, height: 2, rgba: [UInt8](repeating: shade, count: 16))
    }

    static func placement(_ shade: UInt8, x: Int = 0, y: Int = 0) throws -> PicturePlacement {
        PicturePlacement(rect: CellRect(x: x, y: y, width: 4, height: 2), picture: try #require(picture(shade)))
    }

    @Test func unchangedPlacementsChangeNothing() throws {
        let photos = [try Self.placement(10), try Self.placement(20, x: 5)]
        let diff = PictureDiff(from: photos, to: photos)
        #expect(diff.isEmpty)
    }

    @Test func aNewPlacementIsAdded() throws {
        let old = [try Self.placement(10)]
        let new = old + [try Self.placement(20, x: 5)]
        let diff = PictureDiff(from: old, to: new)
        #expect(diff.removed.isEmpty)
        #expect(diff.added == [try Self.placement(20, x: 5)])
    }

    @Test func aMovedPlacementIsRemovedAndAdded() throws {
        let diff = PictureDiff(from: [try Self.placement(10)], to: [try Self.placement(10, y: 3)])
        #expect(diff.removed == [try Self.placement(10)])
        #expect(diff.added == [try Self.placement(10, y: 3)])
    }

    @Test func aChangedPictureInPlaceIsRemovedAndAdded() throws {
        let diff = PictureDiff(from: [try Self.placement(10)], to: [try Self.placement(11)])
        #expect(diff.removed == [try Self.placement(10)])
        #expect(diff.added == [try Self.placement(11)])
    }

    @Test func aPlacementThatWentIsRemoved() throws {
        let diff = PictureDiff(from: [try Self.placement(10), try Self.placement(20, x: 5)], to: [try Self.placement(10)])
        #expect(diff.removed == [try Self.placement(20, x: 5)])
        #expect(diff.added.isEmpty)
    }

    @Test func aRepaintAddsEverything() throws {
        let photos = [try Self.placement(10)]
        let diff = PictureDiff(from: photos, to: photos, full: true)
        #expect(diff.removed.isEmpty)
        #expect(diff.added == photos)
    }
}
