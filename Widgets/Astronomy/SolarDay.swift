import Foundation

/// The Sun's day at one place: civil dawn, sunrise, solar noon, sunset and civil dusk around
/// one solar noon, or the polar case where the Sun stays up or down all day.
///
/// Rise and set are when the Sun's upper limb touches the horizon (its centre 0.833° below,
/// counting refraction), civil twilight when its centre is 6° below, as NOAA and the USNO
/// almanac count them.
struct SolarDay: Hashable, Sendable, Codable {
    /// Whether the Sun rises and sets this day.
    enum Kind: String, Hashable, Sendable, Codable {
        /// It rises and sets.
        case normal
        /// It stays above the horizon all day ("the Sun does not set").
        case polarDay
        /// It stays below the horizon all day ("the Sun does not rise").
        case polarNight
    }

    /// The Sun's altitude at rise and set (refraction and its radius), in degrees.
    static let horizon = -0.833
    /// The Sun's altitude at the ends of civil twilight, in degrees.
    static let civilTwilight = -6.0

    let noon: Date
    let kind: Kind
    let sunrise: Date?
    let sunset: Date?
    let dawn: Date?
    let dusk: Date?

    /// Daylight from sunrise to sunset: a whole day in polar day, none in polar night.
    var dayLength: TimeInterval {
        switch kind {
        case .polarDay: return 86_400
        case .polarNight: return 0
        case .normal:
            guard let sunrise, let sunset else { return 0 }
            return sunset.timeIntervalSince(sunrise)
        }
    }

    /// The day whose solar noon falls on UTC day `dayNumber` (days since 1970-01-01) at `place`.
    init(place: GeoCoordinate, dayNumber: Int) {
        let base = Double(dayNumber) * 86_400
        let calculator = Calculator(place: place, base: base)
        noon = calculator.noon()
        sunrise = calculator.event(altitude: Self.horizon, rising: true, noon: noon)
        sunset = calculator.event(altitude: Self.horizon, rising: false, noon: noon)
        dawn = calculator.event(altitude: Self.civilTwilight, rising: true, noon: noon)
        dusk = calculator.event(altitude: Self.civilTwilight, rising: false, noon: noon)
        if sunrise != nil && sunset != nil {
            kind = .normal
        } else {
            kind = SolarPosition.elevation(at: noon, from: place) > Self.horizon ? .polarDay : .polarNight
        }
    }

    /// The day whose solar noon falls within the calendar day of `date` in `timeZone`.
    init(place: GeoCoordinate, containing date: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let start = calendar.startOfDay(for: date)
        let end = calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
        let first = Int((start.timeIntervalSince1970 / 86_400).rounded(.down)) - 1
        let days = (first...(first + 3)).map { SolarDay(place: place, dayNumber: $0) }
        self = days.first { $0.noon >= start && $0.noon < end } ?? days[1]
    }

    /// The instants of one place's solar day.
    private struct Calculator {
        let place: GeoCoordinate
        /// Midnight UTC of the day the solar noon falls on.
        let base: Double

        /// Solar noon from the equation of time, refined once at the estimate.
        func noon() -> Date {
            var instant = transit(at: Date(timeIntervalSince1970: base + (720 - 4 * place.longitude) * 60))
            instant = transit(at: instant)
            return instant
        }

        private func transit(at date: Date) -> Date {
            let position = SolarPosition(at: date)
            return Date(timeIntervalSince1970: base + (720 - 4 * place.longitude - position.equationOfTime) * 60)
        }

        /// When the Sun's centre crosses `altitude` before (rising) or after noon; nil when it
        /// never does that day. The hour angle is solved at the estimate and refined with the
        /// declination and equation of time at the event itself. Near the polar circles the
        /// Sun may graze the horizon at midnight (or noon) though it does not by noon's
        /// declination: an estimate out of range is clamped there and refined, and only the
        /// last refinement decides that there is no event.
        func event(altitude: Double, rising: Bool, noon: Date) -> Date? {
            var instant = noon
            let refinements = 5
            for refinement in 0..<refinements {
                let position = SolarPosition(at: instant)
                var cosHourAngle =
                    (Astronomy.sin(altitude) - Astronomy.sin(place.latitude) * Astronomy.sin(position.declination))
                    / (Astronomy.cos(place.latitude) * Astronomy.cos(position.declination))
                if cosHourAngle < -1 || cosHourAngle > 1 {
                    if refinement == refinements - 1 { return nil }
                    cosHourAngle = min(1, max(-1, cosHourAngle))
                }
                let hourAngle = Astronomy.acos(cosHourAngle)
                let transitMinutes = 720 - 4 * place.longitude - position.equationOfTime
                instant = Date(timeIntervalSince1970: base + (transitMinutes + (rising ? -4 : 4) * hourAngle) * 60)
            }
            return instant
        }
    }
}
