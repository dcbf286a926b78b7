/// Text in the archive: runs of styled content and how to fit them.
public struct TextNode: Equatable, Sendable {
    /// The content, in order; concatenated `Text` values keep their own styles.
    public var runs: [TextRun]
    /// The most lines; nil for no limit.
    public var lineLimit: Int?
    /// How lines align within the text's width.
    public var alignment: TextAlignment
    /// Where text that does not fit is cut.
    public var truncation: Text.TruncationMode
    /// The font was large (a large title or 40 pt and up): short numerals draw as block digits.
    public var prefersBlockDigits: Bool
    /// Redaction recorded at resolution.
    public var redaction: RedactionMark
    /// The time zone (IANA identifier) its dates are shown in, when one was set in the
    /// environment of a text that shows dates; nil: the zone the host draws in.
    public var timeZone: String?
    /// In the accent group of the accented rendering mode (`widgetAccentable()`), recorded at
    /// resolution; the painter draws it in the theme's tint rather than the default group's color.
    public var accentable: Bool

    /// Creates a text node.
    public init(
        runs: [TextRun], lineLimit: Int? = nil, alignment: TextAlignment = .leading,
        truncation: Text.TruncationMode = .tail, prefersBlockDigits: Bool = false,
        redaction: RedactionMark = RedactionMark(), timeZone: String? = nil, accentable: Bool = false
    ) {
        self.runs = runs
        self.lineLimit = lineLimit
        self.alignment = alignment
        self.truncation = truncation
        self.prefersBlockDigits = prefersBlockDigits
        self.redaction = redaction
        self.timeZone = timeZone
        self.accentable = accentable
    }

    /// True when a run shows a date (formatted when painted, in ``timeZone`` when set).
    public var showsDates: Bool {
        runs.contains { run in
            if case .verbatim = run.content { return false }
            return true
        }
    }
}

/// One stretch of text with one style.
public struct TextRun: Equatable, Sendable {
    /// What to show.
    public var content: TextContent
    /// Its color; nil for the foreground style of the surroundings (primary).
    public var foreground: ColorValue?
    /// Bold, dim, italic and the rest.
    public var attributes: TextAttributes

    /// Creates a run.
    public init(content: TextContent, foreground: ColorValue? = nil, attributes: TextAttributes = []) {
        self.content = content
        self.foreground = foreground
        self.attributes = attributes
    }
}

/// What a text run shows: fixed characters, or a date the painter formats at each instant.
public enum TextContent: Equatable, Sendable {
    /// Fixed characters.
    case verbatim(String)
    /// A date in a live style (`Text(date, style:)`).
    case date(Date, style: Text.DateStyle)
    /// A range of dates, "9:00 AM – 10:00 AM".
    case dateRange(from: Date, to: Date)
    /// A running timer over an interval (`Text(timerInterval:countsDown:)`).
    case timer(from: Date, to: Date, countsDown: Bool, pauseTime: Date?)

    /// True when the text changes as time passes.
    public var isLive: Bool {
        switch self {
        case .verbatim, .dateRange: return false
        case let .date(_, style): return style.isLive
        case .timer: return true
        }
    }

    /// True for a live date with a narrow form ("9m 9s" for "9 min, 9 sec", "+5m" for "+5
    /// minutes"), which the text shows in a room too narrow for the full form.
    var hasNarrowForm: Bool {
        guard case let .date(_, style) = self else { return false }
        return style == .relative || style == .offset
    }
}

/// The redaction a view had where it was resolved; the painter combines it with the host's.
public struct RedactionMark: Equatable, Sendable {
    /// Reasons in force at resolution (from `redacted(reason:)` or the host).
    public var reasons: RedactionReasons
    /// The view was marked `privacySensitive()`.
    public var privacySensitive: Bool
    /// The view is inside `unredacted()`: no reason applies, not even the host's.
    public var unredacted: Bool
    /// The view was marked `invalidatableContent()`.
    public var invalidatable: Bool

    /// No redaction.
    public init(reasons: RedactionReasons = [], privacySensitive: Bool = false, unredacted: Bool = false, invalidatable: Bool = false) {
        self.reasons = reasons
        self.privacySensitive = privacySensitive
        self.unredacted = unredacted
        self.invalidatable = invalidatable
    }

    /// Whether the content is masked given the host's own reasons.
    public func masks(hostReasons: RedactionReasons) -> Bool {
        if unredacted { return false }
        let all = reasons.union(hostReasons)
        return all.contains(.placeholder) || (all.contains(.privacy) && privacySensitive)
    }

    /// Whether the content is dimmed as stale given the host's own reasons.
    public func dims(hostReasons: RedactionReasons) -> Bool {
        !unredacted && invalidatable && reasons.union(hostReasons).contains(.invalidated)
    }

    init(_ environment: EnvironmentValues) {
        self.init(
            reasons: environment.redactionReasons, privacySensitive: environment.isPrivacySensitive,
            unredacted: environment.isUnredacted, invalidatable: environment.isInvalidatable)
    }
}
