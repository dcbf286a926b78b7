import Foundation

/// The place each time zone is named after, from the tz database's `zone1970.tab` and
/// `zone.tab` (in `$TZDIR`, else `/usr/share/zoneinfo`): `Europe/Berlin` is at 52°30'N 13°22'E.
///
/// UTC and the `Etc/` zones have no city; they are placed at the Royal Observatory in
/// Greenwich, where mean time is counted from.
enum ZoneLocations {
    /// The Royal Observatory, Greenwich.
    static let greenwich = GeoCoordinate(latitude: 51.4769, longitude: -0.0005)

    private static let table: [String: GeoCoordinate] = {
        let folder = ProcessInfo.processInfo.environment["TZDIR"] ?? "/usr/share/zoneinfo"
        var table: [String: GeoCoordinate] = [:]
        for name in ["zone.tab", "zone1970.tab"] {
            guard let text = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8) else { continue }
            for (identifier, coordinate) in parse(text) { table[identifier] = coordinate }
        }
        return table
    }()

    /// Where `identifier` is, or nil when the database does not place it.
    static func coordinate(of identifier: String) -> GeoCoordinate? {
        if ["UTC", "GMT", "UCT", "Universal", "Zulu"].contains(identifier) || identifier.hasPrefix("Etc/") { return greenwich }
        return table[identifier]
    }

    /// The rows of a `zone.tab`-style file: code(s), coordinates, zone, comment; `#` starts a comment.
    static func parse(_ text: String) -> [(String, GeoCoordinate)] {
        text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 3, let coordinate = coordinate(iso6709: String(fields[1])) else { return nil }
            return (String(fields[2]), coordinate)
        }
    }

    /// "+5230+01322" or "+353916+1394441" (ISO 6709 degrees, minutes and optional seconds).
    static func coordinate(iso6709 text: String) -> GeoCoordinate? {
        guard let split = text.dropFirst().firstIndex(where: { $0 == "+" || $0 == "-" }) else { return nil }
        guard let latitude = angle(text[..<split], degreeDigits: 2),
              let longitude = angle(text[split...], degreeDigits: 3) else { return nil }
        return GeoCoordinate(latitude: latitude, longitude: longitude)
    }

    private static func angle(_ text: Substring, degreeDigits: Int) -> Double? {
        guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
        let digits = Array(text.dropFirst())
        guard digits.allSatisfy(\.isNumber), digits.count == degreeDigits + 2 || digits.count == degreeDigits + 4 else { return nil }
        let number: (Int, Int) -> Double = { from, count in Double(String(digits[from..<(from + count)])) ?? 0 }
        var value = number(0, degreeDigits) + number(degreeDigits, 2) / 60
        if digits.count == degreeDigits + 4 { value += number(degreeDigits + 2, 2) / 3_600 }
        return sign == "-" ? -value : value
    }
}
