import Foundation
import WidgetUI

/// Fixed instants and contexts so renders are the same everywhere.
public enum Fixtures {
    /// 2026-11-21 09:41:00 UTC, a Saturday.
    public static let instant = Date(timeIntervalSince1970: 1_795_254_060)

    /// UTC.
    public static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current

    /// US English, so date formats are fixed.
    public static let locale = Locale(identifier: "en_US")

    /// A context at ``instant`` in UTC without color (text snapshots).
    public static func plainContext(at instant: Date = instant, redaction: RedactionReasons = []) -> RenderContext {
        RenderContext(now: instant, redactionReasons: redaction, palette: .monochrome, locale: locale, timeZone: utc)
    }

    /// A context at ``instant`` in UTC with the dark palette (styled snapshots).
    public static func darkContext(at instant: Date = instant, redaction: RedactionReasons = []) -> RenderContext {
        RenderContext(now: instant, redactionReasons: redaction, palette: .dark, locale: locale, timeZone: utc)
    }

    /// An environment in UTC and US English.
    public static var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.timeZone = utc
        environment.locale = locale
        return environment
    }
}
