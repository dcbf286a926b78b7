/// Which curses color pair stands for which (foreground, background): pairs are numbered
/// from 1 in order of first use and keep their number until ``removeAll()``.
///
/// Stable numbers matter: curses draws a cell with a pair *number*, so redefining a pair that
/// is on screen would recolor those cells. (`alloc_pair` recycles the least recently used pair
/// when the table is full, which does exactly that; this cache reports ``Lookup/full``
/// instead, and the terminal resets the table and repaints.)
struct ColorPairCache {
    /// A pair's two curses color numbers; -1 is the terminal's default color.
    struct Colors: Hashable {
        var foreground: Int32
        var background: Int32
    }

    /// The result of looking colors up.
    enum Lookup: Equatable {
        /// The colors already have this pair.
        case existing(Int32)
        /// The colors got this new pair number: define it (`init_extended_pair`) before use.
        case new(Int32)
        /// Every pair number is taken.
        case full
    }

    /// The highest pair number that may be handed out (`COLOR_PAIRS - 1`; pair 0 is fixed to
    /// the default colors).
    let capacity: Int
    private var pairs: [Colors: Int32] = [:]

    /// A cache handing out pairs 1 through `capacity`.
    init(capacity: Int) {
        self.capacity = max(0, min(capacity, Int(Int32.max)))
    }

    /// The number of pairs handed out.
    var count: Int { pairs.count }

    /// The pair for `colors`, assigning the next free number on first use. Default on
    /// default is pair 0, which is never assigned.
    mutating func pair(for colors: Colors) -> Lookup {
        if colors.foreground == -1 && colors.background == -1 { return .existing(0) }
        if let number = pairs[colors] { return .existing(number) }
        guard pairs.count < capacity else { return .full }
        let number = Int32(pairs.count + 1)
        pairs[colors] = number
        return .new(number)
    }

    /// Forgets every pair (after `reset_color_pairs`).
    mutating func removeAll() {
        pairs.removeAll(keepingCapacity: true)
    }
}
