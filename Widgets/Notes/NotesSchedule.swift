import Foundation

/// Which line shows in which hour: the same hour always shows the same line, and every line
/// shows once before any shows again.
///
/// Hours are counted from 1970 in UTC, so a line belongs to an hour everywhere alike. Hour
/// `h` shows line `(h × stride) mod count`, with a stride near 0.618 × count that shares no
/// factor with `count`: a permutation of the lines that does not walk the file in order.
enum NotesSchedule {
    /// The hour `date` falls in.
    static func hour(of date: Date) -> Int { Int((date.timeIntervalSince1970 / 3_600).rounded(.down)) }

    /// The start of hour `hour`.
    static func start(ofHour hour: Int) -> Date { Date(timeIntervalSince1970: Double(hour) * 3_600) }

    /// The line shown in `hour` among `count` lines.
    static func index(hour: Int, count: Int) -> Int {
        guard count > 1 else { return 0 }
        let step = stride(count)
        let position = ((hour % count) + count) % count
        return (position * step) % count
    }

    /// The integer closest above 0.618 × count that is coprime with count.
    static func stride(_ count: Int) -> Int {
        var candidate = max(1, Int((Double(count) * 0.618).rounded()))
        while gcd(candidate, count) != 1 { candidate += 1 }
        return candidate
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
