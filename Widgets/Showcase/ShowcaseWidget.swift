import WidgetEngine

/// A widget that exercises every primitive and modifier, for checking the renderer.
public struct ShowcaseWidget: Widget {
    public static let kind = "showcase"

    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: Self.kind, provider: ShowcaseProvider()) { entry in
            ShowcaseView(entry: entry)
        }
        .configurationDisplayName("Showcase")
        .description("Every view and modifier of the widget language, in every family.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge])
    }
}
