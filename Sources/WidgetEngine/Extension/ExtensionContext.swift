import Archive
import Foundation
import WidgetUI

/// What a placeholder, snapshot or timeline request tells the extension: the widget, its
/// family and size, its configuration, the instant asked at, and the environment its views
/// are resolved in.
public struct ExtensionContext: Equatable, Sendable, Archivable {
    /// The widget's kind.
    public var widget: String
    /// The widget's family.
    public var family: WidgetFamily
    /// Its size in cells and points.
    public var size: ExtensionSize
    /// The instance's parameter values.
    public var configuration: ConfigValues
    /// The instant asked at (the provider's `context.date`).
    public var date: Date
    /// True for the gallery's preview.
    public var isPreview: Bool
    /// `light` or `dark`.
    public var colorScheme: String
    /// An IANA time zone name.
    public var timeZone: String
    /// A locale identifier (`en_US`).
    public var locale: String
    /// `fullColor`, `accented` or `vibrant` (the environment's `widgetRenderingMode`).
    public var renderingMode: String
    /// The environment's `showsWidgetContainerBackground`.
    public var showsContainerBackground: Bool
    /// The screen's hour cycle, `h12` or `h23` (empty: the locale's own; the environment's
    /// `hourCycle`).
    public var hourCycle = ""

    /// A context of these values, as the host sends it.
    public init(
        widget: String, family: WidgetFamily, size: ExtensionSize, configuration: ConfigValues, date: Date, isPreview: Bool,
        colorScheme: String, timeZone: String, locale: String, renderingMode: String = "fullColor",
        showsContainerBackground: Bool = true
    ) {
        self.widget = widget
        self.family = family
        self.size = size
        self.configuration = configuration
        self.date = date
        self.isPreview = isPreview
        self.colorScheme = colorScheme
        self.timeZone = timeZone
        self.locale = locale
        self.renderingMode = renderingMode
        self.showsContainerBackground = showsContainerBackground
    }

    /// The context of a provider call the engine asks for, with the environment it resolves in.
    public init(kind: String, configuration: ConfigValues, context: TimelineProviderContext, environment: EnvironmentValues) {
        self.init(
            widget: kind, family: context.family, size: ExtensionSize(cells: context.cellSize, points: context.displaySize),
            configuration: configuration, date: context.date, isPreview: context.isPreview,
            colorScheme: context.colorScheme.rawValue, timeZone: environment.timeZone.identifier,
            locale: environment.locale.identifier, renderingMode: environment.widgetRenderingMode.name,
            showsContainerBackground: environment.showsWidgetContainerBackground)
        hourCycle = environment.hourCycle?.rawValue ?? ""
    }

    /// The provider's context, on the extension's side.
    public var providerContext: TimelineProviderContext {
        TimelineProviderContext(
            family: family, displaySize: size.points, cellSize: size.cells, isPreview: isPreview,
            colorScheme: ColorScheme(rawValue: colorScheme) ?? .dark, date: date)
    }

    /// The environment views resolve in, on the extension's side.
    public var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.timeZone = TimeZone(identifier: timeZone) ?? .current
        environment.locale = Locale(identifier: locale)
        environment.colorScheme = ColorScheme(rawValue: colorScheme) ?? .dark
        environment.widgetFamily = family
        environment.widgetRenderingMode = WidgetRenderingMode(name: renderingMode) ?? .fullColor
        environment.showsWidgetContainerBackground = showsContainerBackground
        environment.hourCycle = HourCycle(rawValue: hourCycle)
        // The host's profile is not sent: the standard margins (the server removes them for a
        // widget that disables them).
        environment.layoutContainer = LayoutContainer(
            size: size.cells, margins: family.isAccessory ? .zero : DeviceProfile.iPhone.contentMargins)
        return environment
    }

    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: ExtensionContext {
        ExtensionContext(
            widget: "", family: .systemSmall, size: .blank, configuration: [:], date: .blank, isPreview: false,
            colorScheme: "dark", timeZone: "UTC", locale: "en_US")
    }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("widget", &widget)
        try coder.field("family", &family)
        try coder.field("size", &size)
        try coder.field("configuration", &configuration, default: [:])
        try coder.field("date", &date)
        try coder.field("isPreview", &isPreview, default: false)
        try coder.field("colorScheme", &colorScheme, default: "dark")
        try coder.field("timeZone", &timeZone, default: "UTC")
        try coder.field("locale", &locale, default: "en_US")
        try coder.field("renderingMode", &renderingMode, default: "fullColor")
        try coder.field("showsContainerBackground", &showsContainerBackground, default: true)
        try coder.field("hourCycle", &hourCycle, default: "")
    }
}
