import Foundation

/// Degrees-based trigonometry and time scales shared by the Sun and Moon calculations.
enum Astronomy {
    static func sin(_ degrees: Double) -> Double { Foundation.sin(degrees * .pi / 180) }
    static func cos(_ degrees: Double) -> Double { Foundation.cos(degrees * .pi / 180) }
    static func tan(_ degrees: Double) -> Double { Foundation.tan(degrees * .pi / 180) }
    static func asin(_ value: Double) -> Double { Foundation.asin(value) * 180 / .pi }
    static func acos(_ value: Double) -> Double { Foundation.acos(value) * 180 / .pi }

    /// An angle in [0, 360).
    static func normalized(_ degrees: Double) -> Double {
        let value = degrees.truncatingRemainder(dividingBy: 360)
        return value < 0 ? value + 360 : value
    }

    /// The Julian day of `date` (UT).
    static func julianDay(_ date: Date) -> Double { date.timeIntervalSince1970 / 86_400 + 2_440_587.5 }

    /// The instant of Julian day `day` (UT).
    static func date(julianDay day: Double) -> Date { Date(timeIntervalSince1970: (day - 2_440_587.5) * 86_400) }

    /// Julian centuries since J2000.0.
    static func julianCenturies(_ date: Date) -> Double { (julianDay(date) - 2_451_545) / 36_525 }
}
