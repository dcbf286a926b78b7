/// Everything painting needs besides the archive: the instant live text is formatted for,
/// the host's redaction, colors, and how dates are written.
public struct RenderContext: Sendable {
    /// The instant to draw (live dates and timers are formatted for it).
    public var now: Date
    /// Redaction the host applies on top of the archive's own (placeholder or privacy preview).
    public var redactionReasons: RedactionReasons
    /// Colors.
    public var palette: ColorPalette
    /// The locale dates are written in.
    public var locale: Locale
    /// The time zone dates are shown in.
    public var timeZone: TimeZone

    public init(
        now: Date, redactionReasons: RedactionReasons = [], palette: ColorPalette = .dark,
        locale: Locale = .current, timeZone: TimeZone = .current
    ) {
        self.now = now
        self.redactionReasons = redactionReasons
        self.palette = palette
        self.locale = locale
        self.timeZone = timeZone
    }
}
