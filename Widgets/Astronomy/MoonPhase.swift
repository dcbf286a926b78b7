import Foundation

/// The Moon's phase at one instant: how much of it is lit and where it is in its month.
///
/// The phase angle comes from Meeus, "Astronomical Algorithms" (2nd ed.), chapter 48: the
/// Moon's mean elongation and the anomalies of Sun and Moon with the six largest periodic
/// terms, which is good to a few tenths of a percent of illumination.
struct MoonPhase: Hashable, Sendable, Codable {
    /// The eight phases, named as almanacs name them.
    enum Name: String, Hashable, Sendable, Codable, CaseIterable {
        case newMoon = "New Moon"
        case waxingCrescent = "Waxing Crescent"
        case firstQuarter = "First Quarter"
        case waxingGibbous = "Waxing Gibbous"
        case fullMoon = "Full Moon"
        case waningGibbous = "Waning Gibbous"
        case lastQuarter = "Last Quarter"
        case waningCrescent = "Waning Crescent"

        /// The phase's emoji as seen from the northern hemisphere (lit on the right while
        /// waxing); from the southern hemisphere the Moon is seen the other way round.
        func glyph(southernHemisphere: Bool) -> String {
            let north = ["🌑", "🌒", "🌓", "🌔", "🌕", "🌖", "🌗", "🌘"]
            let south = ["🌑", "🌘", "🌗", "🌖", "🌕", "🌔", "🌓", "🌒"]
            let index = Self.allCases.firstIndex(of: self) ?? 0
            return (southernHemisphere ? south : north)[index]
        }
    }

    /// Half a day of the Moon's motion against the Sun, in degrees: a principal phase (new,
    /// quarter, full) is named for the day centred on its instant.
    static let principalPhaseWindow = 6.1

    /// The Moon's elongation from the Sun along its orbit, 0 to 360 degrees: 0 new, 90 first
    /// quarter, 180 full, 270 last quarter.
    let elongation: Double
    /// The lit fraction of the disc, 0 to 1.
    let illumination: Double

    /// The phase at `date`.
    init(at date: Date) {
        let t = Astronomy.julianCenturies(date)
        let d = Astronomy.normalized(297.850_192_1 + 445_267.111_403_4 * t - 0.001_881_9 * t * t + t * t * t / 545_868)
        let m = Astronomy.normalized(357.529_109_2 + 35_999.050_290_9 * t - 0.000_153_6 * t * t)
        let mp = Astronomy.normalized(134.963_396_4 + 477_198.867_505_5 * t + 0.008_741_4 * t * t + t * t * t / 69_699)
        let phaseAngle =
            180 - d - 6.289 * Astronomy.sin(mp) + 2.100 * Astronomy.sin(m) - 1.274 * Astronomy.sin(2 * d - mp)
            - 0.658 * Astronomy.sin(2 * d) - 0.214 * Astronomy.sin(2 * mp) - 0.110 * Astronomy.sin(d)
        illumination = (1 + Astronomy.cos(phaseAngle)) / 2
        elongation = Astronomy.normalized(180 - phaseAngle)
    }

    init(elongation: Double, illumination: Double) {
        self.elongation = elongation
        self.illumination = illumination
    }

    /// The phase's name: a principal phase within half a day of its instant, else the
    /// crescent or gibbous between.
    var name: Name {
        let window = Self.principalPhaseWindow
        let principal: [(Double, Name)] = [(0, .newMoon), (90, .firstQuarter), (180, .fullMoon), (270, .lastQuarter), (360, .newMoon)]
        if let match = principal.first(where: { abs(elongation - $0.0) <= window }) { return match.1 }
        switch elongation {
        case ..<90: return .waxingCrescent
        case ..<180: return .waxingGibbous
        case ..<270: return .waningGibbous
        default: return .waningCrescent
        }
    }

    /// True from new to full.
    var isWaxing: Bool { elongation < 180 }

    /// The lit fraction in whole percent, "78%".
    var percent: String { "\(Int((illumination * 100).rounded()))%" }
}
