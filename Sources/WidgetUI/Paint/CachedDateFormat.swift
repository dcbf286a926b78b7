import Foundation
import Synchronization

/// A date format whose `DateFormatter` is made once for the whole process, per (locale, zone,
/// format): making a formatter costs far more than formatting, and a home screen formats live
/// date text every frame and a widget formats dates for every entry of its timeline. The texts
/// made are remembered too (a date's text in a given format never changes; a live tile shows
/// the same dates every second). Formatting happens under a lock, so a formatter never runs on
/// two threads at once.
///
/// ```swift
/// let weekday = CachedDateFormat(format: "EEEE", timeZone: zone)   // "Monday"
/// Text(weekday.string(from: entry.date))
/// ```
public struct CachedDateFormat: Sendable {
    private let key: Key

    /// A fixed pattern (`DateFormatter.dateFormat`), by default in `en_US_POSIX` so it reads the
    /// same for every user; its hours written in `hourCycle` when given (the screen's, from
    /// `@Environment(\.hourCycle)`).
    public init(format: String, timeZone: TimeZone, locale: Locale = Locale(identifier: "en_US_POSIX"), hourCycle: HourCycle? = nil) {
        key = Key(
            locale: locale.identifier, timeZone: timeZone.identifier, pattern: .fixed(hourCycle?.adapting(format) ?? format),
            hourCycle: nil)
    }

    /// The locale's own date and time styles (live `Text(date, style:)`), its hours written in
    /// `hourCycle` when given.
    public init(locale: Locale, timeZone: TimeZone, date: DateFormatter.Style, time: DateFormatter.Style, hourCycle: HourCycle? = nil) {
        key = Key(
            locale: locale.identifier, timeZone: timeZone.identifier, pattern: .styles(date: date.rawValue, time: time.rawValue),
            hourCycle: hourCycle)
    }

    /// `value` in this format.
    public func string(from value: Date) -> String {
        Self.formats.withLock { formats in
            if let text = formats[key]?.texts[value] { return text }
            let formatter = formats[key]?.formatter ?? key.makeFormatter()
            let text = formatter.string(from: value)
            // Mutated in place (no copy of the remembered texts).
            formats[key, default: Entry(formatter: formatter)].remember(text, for: value)
            return text
        }
    }

    /// Texts remembered per format before the memory is cleared (a clock showing a new minute
    /// every minute fills it in a few hours).
    static let rememberedTexts = 256

    private static let formats = Mutex<[Key: Entry]>([:])

    private enum Pattern: Hashable {
        case styles(date: UInt, time: UInt)
        case fixed(String)
    }

    private struct Key: Hashable {
        let locale: String
        let timeZone: String
        let pattern: Pattern
        let hourCycle: HourCycle?

        func makeFormatter() -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: locale)
            formatter.timeZone = TimeZone(identifier: timeZone)
            switch pattern {
            case let .styles(date, time):
                formatter.dateStyle = DateFormatter.Style(rawValue: date) ?? .none
                formatter.timeStyle = DateFormatter.Style(rawValue: time) ?? .none
                if let hourCycle { formatter.dateFormat = hourCycle.adapting(formatter.dateFormat) }
            case let .fixed(format):
                formatter.dateFormat = format
            }
            return formatter
        }
    }

    /// A formatter and the texts it made.
    private struct Entry {
        let formatter: DateFormatter
        var texts: [Date: String] = [:]

        mutating func remember(_ text: String, for value: Date) {
            if texts.count >= CachedDateFormat.rememberedTexts { texts.removeAll(keepingCapacity: true) }
            texts[value] = text
        }
    }
}
