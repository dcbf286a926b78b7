import CellGrid
import Testing
import TestSupport

/// The one-pass writers (a repeated glyph, a cluster given as bytes) write the same cells as
/// writing cluster by cluster.
struct CellBufferClusterTests {
    @Test func repeatingAGlyphEqualsWritingItCellByCell() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<400 {
            let size = CellSize(width: Int.random(in: 1...10, using: &generator), height: 2)
            let buffer = BufferDiffTests.randomBuffer(size, using: &generator)
            let point = CellPoint(x: Int.random(in: -3...10, using: &generator), y: Int.random(in: -1...2, using: &generator))
            let clip = CellRect(
                x: Int.random(in: -2...6, using: &generator), y: Int.random(in: -1...1, using: &generator),
                width: Int.random(in: 0...12, using: &generator), height: Int.random(in: 0...3, using: &generator))
            let count = Int.random(in: -1...8, using: &generator)
            let keepsBackground = Bool.random(using: &generator)
            let style = CellStyle(foreground: .green, attributes: .bold)
            var once = buffer
            let end = once.putRepeating("─", width: 1, count: count, at: point, style: style, clip: clip, keepsBackground: keepsBackground)
            var oneByOne = buffer
            var x = point.x
            for _ in 0..<max(0, count) {
                x = oneByOne.putCluster(
                    "─", width: 1, at: CellPoint(x: x, y: point.y), style: style, clip: clip,
                    keepsBackground: keepsBackground)
            }
            #expect(end == x)
            #expect(once == oneByOne, "\(count) at \(point) clipped to \(clip) in \(buffer.rows())")
        }
    }

    @Test(arguments: ["a", "日", "e\u{301}", "👨‍👩‍👧‍👦"])
    func writingBytesEqualsWritingTheString(_ cluster: String) {
        let width = DisplayWidth.of(cluster)
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<100 {
            let buffer = BufferDiffTests.randomBuffer(CellSize(width: 6, height: 1), using: &generator)
            let point = CellPoint(x: Int.random(in: -2...6, using: &generator), y: 0)
            let clip = CellRect(
                x: Int.random(in: -1...4, using: &generator), y: 0, width: Int.random(in: 0...6, using: &generator), height: 1)
            var fromBytes = buffer
            var fromString = buffer
            let a = Array(cluster.utf8).withUnsafeBufferPointer { bytes in
                fromBytes.putCluster(utf8: bytes, width: width, at: point, style: .plain, clip: clip, keepsBackground: true)
            }
            let b = fromString.putCluster(cluster, width: width, at: point, style: .plain, clip: clip, keepsBackground: true)
            #expect(a == b)
            #expect(fromBytes == fromString)
        }
    }
}
