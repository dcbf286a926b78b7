import Foundation

/// Parses durations such as `24h`, `90m`, `30s`, `2d` and `1h30m`.
enum DurationParser {
    static let accepted = "a duration such as 24h, 90m, 45s, 2d or 1h30m"

    static func parse(_ text: String) -> TimeInterval? {
        let units: [Character: TimeInterval] = ["d": 86_400, "h": 3_600, "m": 60, "s": 1]
        var total: TimeInterval = 0
        var number = ""
        var sawUnit = false
        for character in text.trimmingCharacters(in: .whitespaces) {
            if character.isNumber || character == "." {
                number.append(character)
            } else if let unit = units[character], let value = Double(number) {
                total += value * unit
                number = ""
                sawUnit = true
            } else {
                return nil
            }
        }
        guard number.isEmpty, sawUnit, total > 0 else { return nil }
        return total
    }
}
