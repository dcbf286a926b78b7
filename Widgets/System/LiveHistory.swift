/// The last rates of a live System widget, oldest first, at most ``capacity``: what its
/// sparklines draw.
struct LiveHistory: Equatable, Sendable {
    static let capacity = 60

    private(set) var rates: [LiveRates] = []

    mutating func append(_ rate: LiveRates) {
        rates.append(rate)
        if rates.count > Self.capacity { rates.removeFirst(rates.count - Self.capacity) }
    }

    var latest: LiveRates? { rates.last }

    /// The last `count` values of `value`, oldest first.
    func series(_ count: Int, _ value: (LiveRates) -> Double) -> [Double] {
        rates.suffix(count).map(value)
    }
}

/// A row of block glyphs, one a value: `▁` for nothing up to `█` at `ceiling` (the largest
/// value when none is given), a space for no value yet.
enum Sparkline {
    private static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    static func text(_ values: [Double], width: Int, ceiling: Double? = nil) -> String {
        let shown = values.suffix(width)
        let top = ceiling ?? max(shown.max() ?? 0, 1)
        let glyphs = shown.map { value -> Character in
            let level = top > 0 ? Int((min(value, top) / top * Double(blocks.count - 1)).rounded()) : 0
            return blocks[max(0, min(blocks.count - 1, level))]
        }
        return String(repeating: " ", count: max(0, width - glyphs.count)) + String(glyphs)
    }
}
