@testable import Terminal
import Terminal
import Testing

struct ColorPairCacheTests {
    typealias Colors = ColorPairCache.Colors

    @Test func pairsAreNumberedInOrderOfFirstUseAndKeepTheirNumbers() {
        var cache = ColorPairCache(capacity: 10)
        #expect(cache.pair(for: Colors(foreground: 1, background: -1)) == .new(1))
        #expect(cache.pair(for: Colors(foreground: 2, background: 4)) == .new(2))
        #expect(cache.pair(for: Colors(foreground: 1, background: -1)) == .existing(1))
        #expect(cache.pair(for: Colors(foreground: -1, background: 1)) == .new(3))
        #expect(cache.pair(for: Colors(foreground: 2, background: 4)) == .existing(2))
        #expect(cache.count == 3)
    }

    @Test func defaultOnDefaultIsPairZeroAndTakesNoNumber() {
        var cache = ColorPairCache(capacity: 1)
        #expect(cache.pair(for: Colors(foreground: -1, background: -1)) == .existing(0))
        #expect(cache.count == 0)
        #expect(cache.pair(for: Colors(foreground: 3, background: 3)) == .new(1))
    }

    @Test func aFullTableSaysSoInsteadOfRecyclingAPair() {
        var cache = ColorPairCache(capacity: 2)
        #expect(cache.pair(for: Colors(foreground: 1, background: 0)) == .new(1))
        #expect(cache.pair(for: Colors(foreground: 2, background: 0)) == .new(2))
        #expect(cache.pair(for: Colors(foreground: 3, background: 0)) == .full)
        // Existing pairs still resolve.
        #expect(cache.pair(for: Colors(foreground: 2, background: 0)) == .existing(2))
        cache.removeAll()
        #expect(cache.count == 0)
        #expect(cache.pair(for: Colors(foreground: 3, background: 0)) == .new(1))
    }

    @Test func pairsAboveTwoHundredFiftyFiveAreHandedOut() {
        var cache = ColorPairCache(capacity: 65535)
        var last: ColorPairCache.Lookup = .full
        for index in 0..<300 {
            last = cache.pair(for: Colors(foreground: Int32(index), background: -1))
        }
        #expect(last == .new(300))
        #expect(ColorPairCache(capacity: -1).capacity == 0)
    }
}
