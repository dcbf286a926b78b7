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
    /// How hours are written (nil: as ``locale`` writes them).
    public var hourCycle: HourCycle?
    /// How the colors of ``palette`` are applied: as given, in the two groups of the accented
    /// mode (``accentedColors``), or desaturated (vibrant).
    public var renderingMode: WidgetRenderingMode
    /// The groups' colors in the accented mode (a theme's tinted colors).
    public var accentedColors: AccentedColors
    /// False when the widget's container background is not drawn (removed in the accented and
    /// vibrant modes when it is removable): the content shows on the mode's material.
    public var showsContainerBackground: Bool
    /// Toggles the host draws in another state than their archive says, by the intent they
    /// run: flipped at a press, before the widget's next timeline confirms it.
    public var toggleStates: [IntentReference: Bool] = [:]

    /// A context for drawing at `now` with `palette`, adding `redactionReasons` to what the archive has.
    public init(
        now: Date, redactionReasons: RedactionReasons = [], palette: ColorPalette = .dark,
        locale: Locale = .current, timeZone: TimeZone = .current, hourCycle: HourCycle? = nil,
        renderingMode: WidgetRenderingMode = .fullColor, accentedColors: AccentedColors? = nil, showsContainerBackground: Bool = true
    ) {
        self.hourCycle = hourCycle
        self.now = now
        self.redactionReasons = redactionReasons
        self.palette = palette
        self.locale = locale
        self.timeZone = timeZone
        self.renderingMode = renderingMode
        self.accentedColors = accentedColors ?? .derived(from: palette)
        self.showsContainerBackground = showsContainerBackground
    }
}
