import CellGrid
import Terminal
import Testing

/// The stand-in terminal records pictures as a terminal with a picture protocol would draw
/// them: once when they appear, again only after a repaint, and their removal.
@MainActor
struct FakeTerminalPictureTests {
    static func buffer(withPictureAt rect: CellRect?) throws -> CellBuffer {
        var buffer = CellBuffer(size: CellSize(width: 20, height: 6))
        if let rect {
            let picture = try #require(Picture(width: 2, height: 2, rgba: [UInt8](repeating: 9, count: 16)))
            buffer.pictures = [PicturePlacement(rect: rect, picture: picture)]
        }
        return buffer
    }

    @Test func aPictureIsSentOnceAndAgainOnlyAfterARepaint() throws {
        let terminal = FakeTerminal(size: CellSize(width: 20, height: 6))
        try terminal.start()
        let photo = try Self.buffer(withPictureAt: CellRect(x: 1, y: 1, width: 6, height: 3))
        terminal.draw(photo)
        terminal.draw(photo)
        terminal.draw(photo)
        #expect(terminal.pictureDiffs.count == 1)
        #expect(terminal.pictures == photo.pictures)
        terminal.forceRepaint()
        terminal.draw(photo)
        #expect(terminal.pictureDiffs.count == 2)
        #expect(terminal.pictureDiffs.last?.added == photo.pictures)
    }

    @Test func aCoveredPictureIsRemoved() throws {
        let terminal = FakeTerminal(size: CellSize(width: 20, height: 6))
        try terminal.start()
        var photo = try Self.buffer(withPictureAt: CellRect(x: 1, y: 1, width: 6, height: 3))
        terminal.draw(photo)
        let placed = photo.pictures
        photo.draw(CellBuffer(size: CellSize(width: 10, height: 4)), at: CellPoint(x: 4, y: 2))
        terminal.draw(photo)
        #expect(terminal.pictures.isEmpty)
        #expect(terminal.pictureDiffs.last == PictureDiff(from: placed, to: []))
    }
}
