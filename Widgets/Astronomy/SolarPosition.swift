import Foundation

/// Where the Sun stands at one instant, by NOAA's solar position equations (the ones behind
/// NOAA's solar calculator, after Meeus' "Astronomical Algorithms"): good to about a minute of
/// time for rise and set between 1800 and 2100.
struct SolarPosition {
    /// The Sun's declination, in degrees.
    let declination: Double
    /// The equation of time, in minutes (apparent minus mean solar time).
    let equationOfTime: Double

    /// The position at `date`.
    init(at date: Date) {
        let t = Astronomy.julianCenturies(date)
        let meanLongitude = Astronomy.normalized(280.46646 + t * (36_000.76983 + t * 0.0003032))
        let meanAnomaly = 357.52911 + t * (35_999.05029 - 0.0001537 * t)
        let eccentricity = 0.016708634 - t * (0.000042037 + 0.0000001267 * t)
        let center =
            Astronomy.sin(meanAnomaly) * (1.914602 - t * (0.004817 + 0.000014 * t))
            + Astronomy.sin(2 * meanAnomaly) * (0.019993 - 0.000101 * t)
            + Astronomy.sin(3 * meanAnomaly) * 0.000289
        let omega = 125.04 - 1_934.136 * t
        let apparentLongitude = meanLongitude + center - 0.00569 - 0.00478 * Astronomy.sin(omega)
        let meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60
        let obliquity = meanObliquity + 0.00256 * Astronomy.cos(omega)
        declination = Astronomy.asin(Astronomy.sin(obliquity) * Astronomy.sin(apparentLongitude))
        let y = pow(Astronomy.tan(obliquity / 2), 2)
        let radians =
            4
            * (y * Astronomy.sin(2 * meanLongitude) - 2 * eccentricity * Astronomy.sin(meanAnomaly)
                + 4 * eccentricity * y * Astronomy.sin(meanAnomaly) * Astronomy.cos(2 * meanLongitude)
                - 0.5 * y * y * Astronomy.sin(4 * meanLongitude) - 1.25 * eccentricity * eccentricity * Astronomy.sin(2 * meanAnomaly))
        equationOfTime = radians * 180 / .pi
    }

    /// The Sun's elevation above the horizon in degrees at `date` seen from `place`, without
    /// refraction.
    static func elevation(at date: Date, from place: GeoCoordinate) -> Double {
        let position = SolarPosition(at: date)
        let minutesOfDay = date.timeIntervalSince1970.truncatingRemainder(dividingBy: 86_400) / 60
        let trueSolarTime = (minutesOfDay + position.equationOfTime + 4 * place.longitude).truncatingRemainder(dividingBy: 1_440)
        let hourAngle = trueSolarTime / 4 - 180
        let cosZenith =
            Astronomy.sin(place.latitude) * Astronomy.sin(position.declination)
            + Astronomy.cos(place.latitude) * Astronomy.cos(position.declination) * Astronomy.cos(hourAngle)
        return 90 - Astronomy.acos(min(1, max(-1, cosZenith)))
    }
}
