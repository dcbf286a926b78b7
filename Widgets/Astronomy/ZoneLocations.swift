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
    /// Read as UTF-8 bytes (the files are ASCII): the clock reads them at start.
    static func parse(_ text: String) -> [(String, GeoCoordinate)] {
        text.utf8.split(separator: UInt8(ascii: "\n")).compactMap { line in
            guard line.first != UInt8(ascii: "#") else { return nil }
            let fields = line.split(separator: UInt8(ascii: "\t"), maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count >= 3, let coordinate = coordinate(iso6709: fields[1]),
                let zone = String(fields[2])
            else { return nil }
            return (zone, coordinate)
        }
    }

    /// "+5230+01322" or "+353916+1394441" (ISO 6709 degrees, minutes and optional seconds).
    static func coordinate(iso6709 text: String) -> GeoCoordinate? {
        coordinate(iso6709: text.utf8[...])
    }

    private static func coordinate(iso6709 bytes: Substring.UTF8View.SubSequence) -> GeoCoordinate? {
        let isSign = { (byte: UInt8) in byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") }
        guard let split = bytes.dropFirst().firstIndex(where: isSign) else { return nil }
        guard let latitude = angle(bytes[..<split], degreeDigits: 2),
            let longitude = angle(bytes[split...], degreeDigits: 3)
        else { return nil }
        return GeoCoordinate(latitude: latitude, longitude: longitude)
    }

    private static func angle(_ bytes: Substring.UTF8View.SubSequence, degreeDigits: Int) -> Double? {
        guard let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        let digits = bytes.dropFirst().map { Int($0) - Int(UInt8(ascii: "0")) }
        guard digits.allSatisfy({ (0...9).contains($0) }),
            digits.count == degreeDigits + 2 || digits.count == degreeDigits + 4
        else { return nil }
        let number: (Int, Int) -> Double = { from, count in Double(digits[from..<(from + count)].reduce(0) { $0 * 10 + $1 }) }
        var value = number(0, degreeDigits) + number(degreeDigits, 2) / 60
        if digits.count == degreeDigits + 4 { value += number(degreeDigits + 2, 2) / 3_600 }
        return sign == UInt8(ascii: "-") ? -value : value
    }
}
