import Foundation
import Synchronization

/// Fixed-format `DateFormatter`s (`en_US_POSIX`), one per (zone, format) for the whole process:
/// making a formatter costs far more than formatting, and a large clock formats a few dates for
/// each of the sixty entries of its timeline. Formatting happens under the lock, so a formatter
/// never runs on two threads at once.
enum PosixDateFormatters {
    private struct Key: Hashable {
        let zone: String
        let format: String
    }

    private static let formatters = Mutex<[Key: DateFormatter]>([:])

    /// `date` in `format` (a fixed pattern such as "EEE d MMM") in `timeZone`.
    static func string(from date: Date, format: String, in timeZone: TimeZone) -> String {
        let key = Key(zone: timeZone.identifier, format: format)
        return formatters.withLock { formatters in
            if let formatter = formatters[key] { return formatter.string(from: date) }
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = timeZone
            formatter.dateFormat = format
            formatters[key] = formatter
            return formatter.string(from: date)
        }
    }
}
