import Foundation

/// Instants of new and full moons, by Meeus, "Astronomical Algorithms" (2nd ed.), chapter 49:
/// the mean phase with its periodic corrections (the planetary terms, under 30 seconds, are
/// left out), converted from Terrestrial Time to UT with ΔT. Good to about a minute.
enum LunarPhases {
    /// Which phase to find.
    enum Principal: Double, Sendable {
        case new = 0
        case full = 0.5
    }

    /// The first `phase` at or after `date`.
    static func next(_ phase: Principal, after date: Date) -> Date {
        let years = date.timeIntervalSince1970 / (365.25 * 86_400) + 1970 - 2000
        var k = (years * 12.3685).rounded(.down) - 1 + phase.rawValue
        while true {
            let instant = self.instant(k: k, phase: phase)
            if instant >= date { return instant }
            k += 1
        }
    }

    /// The phase of lunation `k` (an integer for new moons, plus 0.5 for full moons).
    static func instant(k: Double, phase: Principal) -> Date {
        let t = k / 1_236.85
        let t2 = t * t, t3 = t2 * t, t4 = t3 * t
        let jde = 2_451_550.097_66 + 29.530_588_861 * k + 0.000_154_37 * t2 - 0.000_000_150 * t3 + 0.000_000_000_73 * t4
        let e = 1 - 0.002_516 * t - 0.000_007_4 * t2
        let m = 2.5534 + 29.105_356_70 * k - 0.000_001_4 * t2 - 0.000_000_11 * t3
        let mp = 201.5643 + 385.816_935_28 * k + 0.010_758_2 * t2 + 0.000_012_38 * t3 - 0.000_000_058 * t4
        let f = 160.7108 + 390.670_502_84 * k - 0.001_611_8 * t2 - 0.000_002_27 * t3 + 0.000_000_011 * t4
        let omega = 124.7746 - 1.563_755_88 * k + 0.002_067_2 * t2 + 0.000_002_15 * t3
        let s = Astronomy.sin
        let isNew = phase == .new
        var correction =
            (isNew ? -0.407_20 : -0.406_14) * s(mp)
            + (isNew ? 0.172_41 : 0.173_02) * e * s(m)
            + (isNew ? 0.016_08 : 0.016_14) * s(2 * mp)
            + (isNew ? 0.010_39 : 0.010_43) * s(2 * f)
            + (isNew ? 0.007_39 : 0.007_34) * e * s(mp - m)
            + (isNew ? -0.005_14 : -0.005_15) * e * s(mp + m)
            + (isNew ? 0.002_08 : 0.002_09) * e * e * s(2 * m)
        correction +=
            -0.001_11 * s(mp - 2 * f) - 0.000_57 * s(mp + 2 * f) + 0.000_56 * e * s(2 * mp + m)
            - 0.000_42 * s(3 * mp) + 0.000_42 * e * s(m + 2 * f) + 0.000_38 * e * s(m - 2 * f)
            - 0.000_24 * e * s(2 * mp - m) - 0.000_17 * s(omega) - 0.000_07 * s(mp + 2 * m)
            + 0.000_04 * s(2 * mp - 2 * f) + 0.000_04 * s(3 * m) + 0.000_03 * s(mp + m - 2 * f)
            + 0.000_03 * s(2 * mp + 2 * f) - 0.000_03 * s(mp + m + 2 * f) + 0.000_03 * s(mp - m + 2 * f)
            - 0.000_02 * s(mp - m - 2 * f) - 0.000_02 * s(3 * mp + m) + 0.000_02 * s(4 * mp)
        let terrestrial = Astronomy.date(julianDay: jde + correction)
        return terrestrial.addingTimeInterval(-deltaT(at: terrestrial))
    }

    /// TT − UT in seconds (Espenak and Meeus' polynomial for 2005–2050).
    static func deltaT(at date: Date) -> TimeInterval {
        let year = date.timeIntervalSince1970 / (365.2425 * 86_400) + 1970
        let t = year - 2000
        return 62.92 + 0.322_17 * t + 0.005_589 * t * t
    }
}
