/// What a provider is told about the widget it works for, as in WidgetKit.
public struct TimelineProviderContext: Sendable {
    /// The widget's family.
    public var family: WidgetFamily
    /// The widget's size in points.
    public var displaySize: CGSize
    /// The widget's size in cells (homescreen's own addition).
    public var cellSize: CellSize
    /// True when the entry is for the gallery's preview.
    public var isPreview: Bool
    /// Light or dark.
    public var colorScheme: ColorScheme
    /// The instant the host asks at: the virtual clock's "now" in `homescreen timeline` and
    /// `render --at`. homescreen's addition; iOS code that asks Foundation for the current
    /// date keeps seeing the wall clock.
    public var date: Date

    /// A context of these values.
    public init(
        family: WidgetFamily, displaySize: CGSize, cellSize: CellSize, isPreview: Bool,
        colorScheme: ColorScheme, date: Date
    ) {
        self.family = family
        self.displaySize = displaySize
        self.cellSize = cellSize
        self.isPreview = isPreview
        self.colorScheme = colorScheme
        self.date = date
    }

    /// The context for `family` on `profile` at `date`.
    public init(
        family: WidgetFamily, profile: DeviceProfile = .iPhone, isPreview: Bool = false,
        colorScheme: ColorScheme = .dark, date: Date
    ) {
        self.init(
            family: family, displaySize: profile.pointSize(of: family), cellSize: profile.size(of: family),
            isPreview: isPreview, colorScheme: colorScheme, date: date)
    }
}
