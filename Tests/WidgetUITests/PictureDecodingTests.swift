import Foundation
import Testing
import WidgetUI

/// The small pictures in `Fixtures/pictures` (written by its `make-fixtures.py`).
enum PictureFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/pictures")

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    static func data(_ name: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent(name)) }

    /// The pixel at (`x`, `y`) as [red, green, blue, alpha].
    static func pixel(_ picture: Picture, _ x: Int, _ y: Int) -> [UInt8] {
        let offset = (y * picture.width + x) * 4
        return Array(picture.rgba[offset..<(offset + 4)])
    }

    /// True when every channel of `pixel` is within `tolerance` of `expected` (JPEG is lossy).
    static func near(_ pixel: [UInt8], _ expected: [UInt8], tolerance: Int = 8) -> Bool {
        zip(pixel, expected).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
    }

    /// A PNG whose header claims `width` x `height` pixels, with no image data after it.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var ihdr: [UInt8] = Array("IHDR".utf8)
        for value in [width, height] { ihdr += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        ihdr += [8, 6, 0, 0, 0] // 8 bits, RGBA, deflate, no filter, not interlaced
        let crc = crc32(ihdr)
        var bytes: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13] + ihdr
        bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: crc >> $0) }
        return Data(bytes)
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xffff_ffff
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xedb8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

struct PictureDecodingTests {
    @Test func aPNGDecodesToItsExactPixels() throws {
        let picture = try PictureDecoder.decode(.file(PictureFixtures.path("checker.png")), maxWidth: 100, maxHeight: 100)
        #expect(picture.width == 4 && picture.height == 2)
        let expected: [[UInt8]] = [
            [255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [0, 0, 0, 0],
            [255, 255, 255, 255], [0, 0, 0, 255], [128, 128, 128, 255], [255, 255, 0, 128],
        ]
        for (index, pixel) in expected.enumerated() {
            #expect(PictureFixtures.pixel(picture, index % 4, index / 4) == pixel, "pixel \(index)")
        }
    }

    @Test func aPalettePNGIsExpandedToRGBA() throws {
        let picture = try PictureDecoder.decode(.data(try PictureFixtures.data("palette.png")), maxWidth: 10, maxHeight: 10)
        #expect(PictureFixtures.pixel(picture, 0, 0) == [255, 0, 0, 255])
        #expect(PictureFixtures.pixel(picture, 1, 0) == [0, 0, 255, 255])
        #expect(PictureFixtures.pixel(picture, 0, 1) == [10, 20, 30, 255])
    }

    @Test func aPNGIsDownsampledByAreaToFitTheBudgetKeepingItsShape() throws {
        // 64 x 32, red then blue: fitted into 2 x 2 it is 2 x 1, each pixel the mean of its half.
        let picture = try PictureDecoder.decode(.file(PictureFixtures.path("halves.png")), maxWidth: 2, maxHeight: 2)
        #expect(picture.width == 2 && picture.height == 1)
        #expect(picture.rgba == [255, 0, 0, 255, 0, 0, 255, 255])
        let header = try PictureDecoder.header(of: .file(PictureFixtures.path("halves.png")))
        #expect(header == PictureDecoder.Header(format: .png, width: 64, height: 32))
    }

    @Test func aJPEGDecodesWithinItsLossAndDownsamplesThroughItsDCTScaling() throws {
        let full = try PictureDecoder.decode(.file(PictureFixtures.path("quadrants.jpg")), maxWidth: 64, maxHeight: 64)
        #expect(full.width == 64 && full.height == 64)
        #expect(PictureFixtures.near(PictureFixtures.pixel(full, 16, 16), [255, 0, 0, 255]))
        #expect(PictureFixtures.near(PictureFixtures.pixel(full, 48, 16), [0, 255, 0, 255]))
        #expect(PictureFixtures.near(PictureFixtures.pixel(full, 16, 48), [0, 0, 255, 255]))
        #expect(PictureFixtures.near(PictureFixtures.pixel(full, 48, 48), [255, 255, 255, 255]))
        let small = try PictureDecoder.decode(.data(try PictureFixtures.data("quadrants.jpg")), maxWidth: 4, maxHeight: 8)
        #expect(small.width == 4 && small.height == 4)
        #expect(PictureFixtures.near(PictureFixtures.pixel(small, 0, 0), [255, 0, 0, 255], tolerance: 12))
        #expect(PictureFixtures.near(PictureFixtures.pixel(small, 3, 3), [255, 255, 255, 255], tolerance: 12))
    }

    @Test func aGrayJPEGBecomesGrayRGB() throws {
        let picture = try PictureDecoder.decode(.file(PictureFixtures.path("gray.jpg")), maxWidth: 16, maxHeight: 16)
        #expect(PictureFixtures.near(PictureFixtures.pixel(picture, 8, 8), [100, 100, 100, 255], tolerance: 2))
    }

    @Test func aDamagedPictureIsAnErrorSayingWhatIsWrong() throws {
        let jpeg = try PictureFixtures.data("quadrants.jpg")
        let truncated = jpeg.prefix(jpeg.count - 150)
        // The header is there, so the image is made; decoding it fails.
        let image = try #require(UIImage(data: truncated))
        #expect(throws: PictureError.self) { try image.picture(maxWidth: 64, maxHeight: 64) }
        let png = try PictureFixtures.data("halves.png")
        #expect(throws: PictureError.self) {
            try PictureDecoder.decode(.data(png.prefix(png.count - 20)), maxWidth: 8, maxHeight: 8)
        }
        // Not a picture at all: no image, as UIKit answers.
        #expect(UIImage(data: Data("GIF89a, or rather not".utf8)) == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent/picture.png") == nil)
    }

    @Test func aHugePictureIsRefusedBeforeItsPixelsAreRead() throws {
        let data = PictureFixtures.pngHeader(width: 20_000, height: 20_000)
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 20_000, height: 20_000))
        do {
            _ = try image.picture(maxWidth: 100, maxHeight: 100)
            Issue.record("a 400-megapixel picture was decoded")
        } catch {
            #expect(error.problem.contains("too large"))
        }
    }

    @Test func anUnreadablePictureIsAMarkedBoxInItsEntryOnly() throws {
        let jpeg = try PictureFixtures.data("quadrants.jpg")
        let image = try #require(UIImage(data: jpeg.prefix(jpeg.count - 150)))
        let node = ViewResolver.resolve(Image(uiImage: image), in: EnvironmentValues())
        guard case let .image(picture) = node.kind else {
            Issue.record("not an image node: \(node.kind)")
            return
        }
        #expect(picture.source == .unreadable(""))
        #expect(picture.picture == nil)
        #expect(picture.lines[1] == "│⚠picture│")
    }
}
