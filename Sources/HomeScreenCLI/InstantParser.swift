import Foundation

/// Parses the instants accepted on the command line: ISO 8601 with or without seconds and
/// zone ("2026-12-24T08:00", "2026-12-24T08:00:30Z", "2026-12-24T08:00+01:00"), or a date
/// alone ("2026-12-24", midnight). Without a zone, the instant is in `timeZone`.
enum InstantParser {
    static let accepted = "an ISO 8601 instant such as 2026-12-24T08:00, 2026-12-24T08:00:00Z or 2026-12-24"

    static func parse(_ text: String, timeZone: TimeZone = .current) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let withZone = ISO8601DateFormatter()
        for options: ISO8601DateFormatter.Options in [[.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds]] {
            withZone.formatOptions = options
            if let date = withZone.date(from: trimmed) { return date }
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        for format in ["yyyy-MM-dd'T'HH:mmXXXXX", "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd HH:mm", "yyyy-MM-dd"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: trimmed) { return date }
        }
        return nil
    }
}
