import CellGrid
import Testing
import TestSupport

struct BufferDiffTests {
    static let alphabet: [String] = ["a", "b", "日", "本", "😀", " ", "x"]
    static let styles: [CellStyle] = [.plain, CellStyle(foreground: .red), CellStyle(background: .blue, attributes: .bold)]

    /// A buffer with random text written at random places.
    static func randomBuffer(_ size: CellSize, using generator: inout SeededGenerator) -> CellBuffer {
        var buffer = CellBuffer(size: size)
        for _ in 0..<Int.random(in: 0...12, using: &generator) {
            let text = (0..<Int.random(in: 1...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" }.joined()
            let point = CellPoint(
                x: Int.random(in: -2..<size.width, using: &generator), y: Int.random(in: 0..<size.height, using: &generator))
            buffer.put(text, at: point, style: styles.randomElement(using: &generator) ?? .plain)
        }
        return buffer
    }

    @Test func applyingTheDiffOfTwoBuffersGivesTheSecond() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<500 {
            let size = CellSize(width: Int.random(in: 1...12, using: &generator), height: Int.random(in: 1...4, using: &generator))
            let old = Self.randomBuffer(size, using: &generator)
            let new = Self.randomBuffer(size, using: &generator)
            let diff = BufferDiff(from: old, to: new)
            #expect(diff.apply(to: old) == new)
            // A run never starts on the second half of a wide glyph.
            for run in diff.runs {
                #expect(run.cells.first?.isContinuation != true)
            }
        }
    }

    /// A diff within rectangles, of buffers that differ only there (the damage path's frames),
    /// turns the old into the new; its runs never overlap; over the whole buffer it is the diff.
    @Test func aDiffWithinRectanglesSendsWhatChangedThere() {
        var generator = SeededGenerator(seed: 40)
        for _ in 0..<500 {
            let size = CellSize(width: Int.random(in: 1...12, using: &generator), height: Int.random(in: 1...4, using: &generator))
            let old = Self.randomBuffer(size, using: &generator)
            let other = Self.randomBuffer(size, using: &generator)
            let rects = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                CellRect(
                    x: Int.random(in: -1..<size.width, using: &generator), y: Int.random(in: -1..<size.height, using: &generator),
                    width: Int.random(in: 0...6, using: &generator), height: Int.random(in: 0...3, using: &generator))
            }
            var new = old
            for y in 0..<size.height {
                for x in 0..<size.width where rects.contains(where: { $0.contains(CellPoint(x: x, y: y)) }) {
                    if let cell = other[x, y] { new.set(cell, x: x, y: y) }
                }
            }
            let diff = BufferDiff(from: old, to: new, within: rects)
            #expect(diff.apply(to: old) == new)
            for (run, next) in zip(diff.runs, diff.runs.dropFirst()) where run.origin.y == next.origin.y {
                #expect(run.origin.x + run.cells.count < next.origin.x)
            }
            #expect(BufferDiff(from: old, to: other, within: [old.bounds]) == BufferDiff(from: old, to: other))
        }
    }

    @Test func identicalBuffersHaveNoRuns() {
        var generator = SeededGenerator(seed: 7)
        let buffer = Self.randomBuffer(CellSize(width: 10, height: 3), using: &generator)
        #expect(BufferDiff(from: buffer, to: buffer).isEmpty)
    }

    @Test func onlyChangedCellsAreSent() {
        var old = CellBuffer(size: CellSize(width: 10, height: 2))
        old.put("hello", at: .zero, style: .plain)
        var new = old
        new.put("J", at: .zero, style: .plain)
        new.put("!", at: CellPoint(x: 9, y: 1), style: .plain)
        let diff = BufferDiff(from: old, to: new)
        #expect(diff.runs.map(\.origin) == [CellPoint(x: 0, y: 0), CellPoint(x: 9, y: 1)])
        #expect(diff.changedCellCount == 2)
    }

    @Test func aChangedWideGlyphIsSentWhole() {
        var old = CellBuffer(size: CellSize(width: 4, height: 1))
        old.put("日", at: .zero, style: .plain)
        var new = CellBuffer(size: CellSize(width: 4, height: 1))
        new.put("日", at: .zero, style: CellStyle(foreground: .red))
        let diff = BufferDiff(from: old, to: new)
        #expect(diff.runs.count == 1)
        #expect(diff.runs[0].origin.x == 0)
        #expect(diff.runs[0].cells.count == 2)
    }

    @Test func aResizeRepaintsEveryRow() {
        let old = CellBuffer(size: CellSize(width: 3, height: 1))
        let new = CellBuffer(size: CellSize(width: 4, height: 2))
        let diff = BufferDiff(from: old, to: new)
        #expect(diff.runs.count == 2)
        #expect(diff.apply(to: old) == new)
    }
}
