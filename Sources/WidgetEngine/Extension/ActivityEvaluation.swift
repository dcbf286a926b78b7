import Archive
import Foundation
import WidgetUI

/// What `evaluateActivity` tells the extension: the activity (kind and id), its attributes and
/// state as JSON text (objects, as scripts gave them; dates in them ISO 8601 text), whether it
/// is stale or ended, the instant, and the environment its views resolve in.
public struct ActivityEvaluation: Equatable, Sendable, Archivable {
    /// The activity's kind.
    public var activity: String
    /// Its identifier (the views' `context.activityID`).
    public var id: String
    /// The attributes, a JSON object as text.
    public var attributes: String
    /// The state, a JSON object as text.
    public var state: String
    /// True when its stale date has passed (`context.isStale`).
    public var isStale: Bool
    /// True for its final state.
    public var isEnded: Bool
    /// The instant the views are evaluated at.
    public var date: Date
    /// `light` or `dark`.
    public var colorScheme: String
    /// An IANA time zone name.
    public var timeZone: String
    /// A locale identifier (`en_US`).
    public var locale: String

    /// An evaluation of these values, as the host sends it.
    public init(
        activity: String, id: String, attributes: String, state: String, isStale: Bool = false, isEnded: Bool = false,
        date: Date, colorScheme: String = "dark", timeZone: String = "UTC", locale: String = "en_US"
    ) {
        self.activity = activity
        self.id = id
        self.attributes = attributes
        self.state = state
        self.isStale = isStale
        self.isEnded = isEnded
        self.date = date
        self.colorScheme = colorScheme
        self.timeZone = timeZone
        self.locale = locale
    }

    /// The evaluation of `payload` for `kind`, in this process's time zone and locale.
    public init(kind: String, payload: ActivityPayload, now: Date) {
        self.init(
            activity: kind, id: payload.id, attributes: String(decoding: payload.attributes, as: UTF8.self),
            state: String(decoding: payload.state, as: UTF8.self), isStale: payload.isStale, isEnded: payload.isEnded,
            date: payload.date ?? now, timeZone: TimeZone.current.identifier, locale: Locale.current.identifier)
    }

    /// The payload the extension's views are evaluated from.
    public var payload: ActivityPayload {
        ActivityPayload(attributes: Data(attributes.utf8), state: Data(state.utf8), isStale: isStale, isEnded: isEnded, id: id, date: date)
    }

    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: ActivityEvaluation { ActivityEvaluation(activity: "", id: "", attributes: "{}", state: "{}", date: .blank) }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("activity", &activity)
        try coder.field("id", &id)
        try coder.field("attributes", &attributes)
        try coder.field("state", &state)
        try coder.field("isStale", &isStale, default: false)
        try coder.field("isEnded", &isEnded, default: false)
        try coder.field("date", &date)
        try coder.field("colorScheme", &colorScheme, default: "dark")
        try coder.field("timeZone", &timeZone, default: "UTC")
        try coder.field("locale", &locale, default: "en_US")
    }
}
