/// Everything the host knows about one kind of widget: its names, families and provider.
public struct WidgetDescriptor: Sendable {
    /// The kind string that identifies the widget in layouts and on the command line.
    public var kind: String
    /// The gallery name.
    public var displayName: String
    /// The gallery description.
    public var description: String
    /// The families it comes in (small, medium and large unless it says).
    public var supportedFamilies: [WidgetFamily]
    /// True when content reaches the edges.
    public var contentMarginsDisabled: Bool
    /// The provider, type-erased, archiving each entry's view as it arrives.
    public var provider: AnyTimelineProvider

    public init(kind: String, displayName: String? = nil, description: String = "",
                supportedFamilies: [WidgetFamily] = WidgetFamily.defaultFamilies, contentMarginsDisabled: Bool = false,
                provider: AnyTimelineProvider) {
        self.kind = kind
        self.displayName = displayName ?? kind
        self.description = description
        self.supportedFamilies = supportedFamilies
        self.contentMarginsDisabled = contentMarginsDisabled
        self.provider = provider
    }

    /// True when the widget comes in `family`.
    public func supports(_ family: WidgetFamily) -> Bool { supportedFamilies.contains(family) }
}
