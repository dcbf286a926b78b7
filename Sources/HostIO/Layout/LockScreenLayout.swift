import WidgetEngine

/// The lock screen's widgets (`[lock]` in the layout file), as iOS 16 places them: one
/// `accessoryInline` widget above the time, and up to ``widgetLimit`` `accessoryCircular` or
/// `accessoryRectangular` widgets in the row below it. Their `column` and `row` are unused.
public struct LockScreenLayout: Equatable, Sendable {
    /// The most widgets the row below the time holds (iOS: four circular, or two rectangular
    /// and two circular; here four of either, as wide terminals have room).
    public static let widgetLimit = 4

    /// The `accessoryInline` widget above the time, if any.
    public var inline: WidgetItem?
    /// The widgets below the time, left to right.
    public var widgets: [WidgetItem]

    /// A lock screen with `inline` above the time and `widgets` below it.
    public init(inline: WidgetItem? = nil, widgets: [WidgetItem] = []) {
        self.inline = inline
        self.widgets = widgets
    }

    /// Every widget of the lock screen: the inline one first.
    public var allWidgets: [WidgetItem] {
        (inline.map { [$0] } ?? []) + widgets
    }

    /// True when the lock screen shows no widget.
    public var isEmpty: Bool { inline == nil && widgets.isEmpty }

    /// The families a widget below the time may have.
    public static let rowFamilies: [WidgetFamily] = [.accessoryCircular, .accessoryRectangular]
}
