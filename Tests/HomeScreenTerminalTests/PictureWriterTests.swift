import CellGrid
import Foundation
import Testing

@testable import Terminal

/// The bytes a picture update sends: kitty's commands (the program's own encoder, so these run
/// without chafa), the sixel and iTerm2 rules, tmux's wrapper, and chafa's encodings when chafa
/// is installed.
@MainActor
struct PictureWriterTests {
    static let screen = CellSize(width: 20, height: 6)
    static let escape = "\u{1B}"

    static func placement(x: Int = 2, y: Int = 1, width: Int = 3, height: Int = 1, pixels: [UInt8] = [255, 0, 0, 255]) throws
        -> PicturePlacement
    {
        let side = Int(Double(pixels.count / 4).squareRoot())
        let picture = try #require(Picture(width: side, height: side, rgba: pixels))
        return PicturePlacement(rect: CellRect(x: x, y: y, width: width, height: height), picture: picture)
    }

    static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    static func writer(_ pictureProtocol: PictureProtocol, tmux: Bool = false, chafa: Chafa? = nil) -> PictureWriter {
        PictureWriter(pictureProtocol: pictureProtocol, tmuxPassthrough: tmux, chafa: chafa, cellPixels: CellSize(width: 8, height: 16))
    }

    /// Whether the library is there (looked up without loading it into the test process twice).
    nonisolated static var chafaIsInstalled: Bool {
        guard let handle = dlopen("libchafa.so.0", RTLD_LAZY | RTLD_LOCAL) else { return false }
        dlclose(handle)
        return true
    }

    @Test func kittyDrawsANewPlacementAtItsCell() throws {
        let photo = try Self.placement()
        let bytes = Self.writer(.kitty).bytes(for: PictureDiff(from: [], to: [photo]), full: false, screen: Self.screen)
        let e = Self.escape
        #expect(Self.text(bytes) == "\(e)7\(e)[2;3H\(e)_Ga=T,f=32,s=1,v=1,c=3,r=1,C=1,q=2,m=0;/wAA/w==\(e)\\\(e)8")
    }

    @Test func kittyDeletesAPlacementThatWent() throws {
        let photo = try Self.placement()
        let writer = Self.writer(.kitty)
        let bytes = writer.bytes(for: PictureDiff(from: [photo], to: []), full: false, screen: Self.screen)
        #expect(Self.text(bytes) == "\(Self.escape)_Ga=d,d=P,x=3,y=2,q=2\(Self.escape)\\")
        #expect(writer.rowsToRewrite(for: PictureDiff(from: [photo], to: []), screen: Self.screen).isEmpty)
    }

    @Test func kittyMovesAPlacementByDeletingAndDrawing() throws {
        let diff = PictureDiff(from: [try Self.placement()], to: [try Self.placement(y: 3)])
        let text = Self.text(Self.writer(.kitty).bytes(for: diff, full: false, screen: Self.screen))
        let delete = try #require(text.range(of: "a=d,d=P,x=3,y=2"))
        let draw = try #require(text.range(of: "\(Self.escape)[4;3H\(Self.escape)_Ga=T"))
        #expect(delete.upperBound <= draw.lowerBound)
    }

    @Test func nothingChangedSendsNothing() throws {
        let photos = [try Self.placement()]
        for pictureProtocol in [PictureProtocol.kitty, .sixel, .iterm] {
            #expect(
                Self.writer(pictureProtocol).bytes(for: PictureDiff(from: photos, to: photos), full: false, screen: Self.screen).isEmpty)
        }
    }

    @Test func aKittyRepaintDeletesAllFirst() throws {
        let photo = try Self.placement()
        let text = Self.text(
            Self.writer(.kitty).bytes(for: PictureDiff(from: [photo], to: [photo], full: true), full: true, screen: Self.screen))
        #expect(text.hasPrefix("\(Self.escape)_Ga=d,d=A,q=2\(Self.escape)\\\(Self.escape)7"))
        #expect(text.components(separatedBy: "a=T").count == 2)
    }

    @Test func kittyPixelsGoInChunksOf4096() throws {
        // 32 × 32 RGBA: 4096 bytes, 5464 characters of base64.
        let photo = try Self.placement(pixels: [UInt8](repeating: 7, count: 4096))
        let text = Self.text(Self.writer(.kitty).bytes(for: PictureDiff(from: [], to: [photo]), full: false, screen: Self.screen))
        let chunks = text.components(separatedBy: "\(Self.escape)_G").dropFirst()
        #expect(chunks.count == 2)
        #expect(chunks.first?.hasPrefix("a=T,f=32,s=32,v=32,c=3,r=1,C=1,q=2,m=1;") == true)
        #expect(chunks.last?.hasPrefix("m=0;") == true)
        let first = try #require(chunks.first?.split(separator: ";").last?.prefix { $0 != "\u{1B}" })
        #expect(first.count == 4096)
    }

    @Test func insideTmuxPictureSequencesAreWrapped() throws {
        let photo = try Self.placement()
        let text = Self.text(
            Self.writer(.kitty, tmux: true).bytes(for: PictureDiff(from: [], to: [photo]), full: false, screen: Self.screen))
        let e = Self.escape
        #expect(text.hasPrefix("\(e)7\(e)[2;3H\(e)Ptmux;\(e)\(e)_Ga=T,"))
        #expect(text.hasSuffix("\(e)\(e)\\\(e)\\\(e)8"))
    }

    @Test func sixelAndITermRewriteTheRowsOfAPlacementThatWent() throws {
        let photo = try Self.placement(height: 2)
        for pictureProtocol in [PictureProtocol.sixel, .iterm] {
            let writer = Self.writer(pictureProtocol)
            #expect(writer.rowsToRewrite(for: PictureDiff(from: [photo], to: []), screen: Self.screen) == [1..<3])
            #expect(writer.bytes(for: PictureDiff(from: [photo], to: []), full: false, screen: Self.screen).isEmpty)
        }
    }

    @Test func sixelAndITermLeaveTheLastRowToCells() throws {
        let bottom = try Self.placement(y: 5)
        #expect(Self.writer(.kitty).draws(bottom, screen: Self.screen))
        #expect(!Self.writer(.sixel).draws(bottom, screen: Self.screen))
        #expect(!Self.writer(.iterm).draws(bottom, screen: Self.screen))
        #expect(!Self.writer(.kitty).draws(try Self.placement(x: 18), screen: Self.screen))
    }

    @Test func withoutChafaSixelDrawsNothing() throws {
        let photo = try Self.placement()
        #expect(Self.writer(.sixel).bytes(for: PictureDiff(from: [], to: [photo]), full: false, screen: Self.screen).isEmpty)
        #expect(Chafa.load(environment: ["HOMESCREEN_CHAFA": "off"]) == nil)
    }

    @Test(.enabled(if: chafaIsInstalled, "needs libchafa.so.0 (Debian libchafa0)"))
    func chafaEncodesEachProtocol() throws {
        let chafa = try #require(Chafa.load(environment: [:]))
        let photo = try Self.placement(pixels: (0..<64).map { $0 % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: $0 * 7) })
        let e = Self.escape
        let expected: [PictureProtocol: String] = [
            .kitty: "\(e)_Ga=T,f=32,", .sixel: "\(e)P", .iterm: "\(e)]1337;File=inline=1;width=3;height=1",
        ]
        for (pictureProtocol, start) in expected {
            let bytes = Self.writer(pictureProtocol, chafa: chafa).bytes(
                for: PictureDiff(from: [], to: [photo]), full: false, screen: Self.screen)
            let text = Self.text(bytes)
            #expect(text.hasPrefix("\(e)7\(e)[2;3H\(start)"), "\(pictureProtocol): \(text.prefix(60).debugDescription)")
            #expect(text.hasSuffix("\(e)8"))
        }
    }
}
