/// The values a view's surroundings pass down: color scheme, redaction, fonts, text style and
/// any custom ``EnvironmentKey``.
///
/// Read them with ``Environment``; change them for a subtree with
/// `.environment(\.keyPath, value)` or the modifiers that set them (`font`, `redacted`, ...).
public struct EnvironmentValues: Sendable {
    /// Light or dark.
    public var colorScheme: ColorScheme = .light
    /// Why content is being redacted (placeholder, privacy); empty when it is shown.
    public var redactionReasons: RedactionReasons = []
    /// The default font of text below.
    public var font: Font? = nil
    /// The default foreground style of text, images and shapes below.
    public var foregroundStyle: ColorValue? = nil
    /// The tint (accent) color.
    public var tint: ColorValue = .accent
    /// The most lines text may take; nil for no limit.
    public var lineLimit: Int? = nil
    /// How the lines of multiline text align.
    public var multilineTextAlignment: TextAlignment = .leading
    /// Where text is cut when it does not fit.
    public var truncationMode: Text.TruncationMode = .tail
    /// The locale dates and numbers are written in.
    public var locale: Locale = .current
    /// How hours are written, for the whole screen (nil: as ``locale`` writes them). The home
    /// screen sets it from `config.toml`'s `hour_cycle`, else `LC_ALL`, `LC_TIME` or `LANG`;
    /// live time text and ``CachedDateFormat``'s time styles follow it.
    public var hourCycle: HourCycle? = nil
    /// The time zone dates are shown in. A zone set here (a view's `.environment(\.timeZone, z)`,
    /// or the host's) is recorded on the date text it applies to, so `Text(date, style: .time)`
    /// shows the time in that zone, as in SwiftUI; otherwise the text follows the zone the host
    /// draws in.
    public var timeZone: TimeZone {
        get { setTimeZone ?? .current }
        set { setTimeZone = newValue }
    }
    /// The zone set on this environment, if any (see ``timeZone``).
    var setTimeZone: TimeZone?
    /// The calendar dates are computed in.
    public var calendar: Calendar = .current
    /// Points per terminal cell, for converting iOS lengths.
    public var pointScale: PointScale = .standard
    /// True when the host draws the widget's container background (as iOS 17's
    /// `showsWidgetContainerBackground`): false in the accented and vibrant modes unless the
    /// widget's background is not removable (`containerBackgroundRemovable(false)`).
    public var showsWidgetContainerBackground: Bool = true
    /// How the host renders the widget: full color, accented (the tinted home screen) or
    /// vibrant (the lock screen's accessory families).
    public var widgetRenderingMode: WidgetRenderingMode = .fullColor

    // Recorded into archive nodes so the painter can apply redaction decided at display time.
    var isPrivacySensitive = false
    var isUnredacted = false
    var isInvalidatable = false
    var isWidgetAccentable = false
    var textAttributes: TextAttributes = []
    var fontWeight: Font.Weight? = nil
    var isItalic = false
    var opacity: Double = 1

    private var custom: [ObjectIdentifier: any Sendable] = [:]

    /// The default environment: light, nothing redacted, the standard point scale.
    public init() {}

    /// The value for a custom key, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { (custom[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    /// The environment of the view whose body is being evaluated; what ``Environment`` reads.
    @TaskLocal static var current = EnvironmentValues()
}
