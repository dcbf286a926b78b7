import Archive
import WidgetUI

/// A widget an extension offers, as `describe` answers: its kind, name, description,
/// families, parameters, and a placeholder for each family (placeholders take no
/// configuration, so the host asks once and never waits for one while drawing) and,
/// optionally, which build of its code this is (a version, a hash: any text that changes
/// when the code does; the host reloads timelines another build made).
public struct ExtensionWidget: Equatable, Sendable, Archivable {
    /// The widget's kind.
    public var widget: String
    /// The gallery's name.
    public var displayName: String
    /// The text logs and messages show.
    public var description: String
    /// The families it comes in.
    public var families: [WidgetFamily]
    /// True when its content reaches the edges.
    public var contentMarginsDisabled: Bool
    /// Its parameters, in the sheet's order.
    public var parameters: [ExtensionParameter]
    /// By family name (`systemSmall`).
    public var placeholders: [String: ArchivedEntry]
    /// False when the widget's background is kept in the accented and vibrant modes.
    public var containerBackgroundRemovable: Bool
    /// Which build of the widget's code this is (nil: not said).
    public var build: String?
    /// True when the widget pushes content while its instances are shown: the host tells the
    /// extension which are (`attention`) and keeps it running while any is.
    public var live = false
    /// Files and folders each instance reads besides those its parameters name: the host
    /// watches them (see ``WidgetDescriptor/sources``).
    public var sources: [String] = []

    /// A described widget of these values.
    public init(
        widget: String, displayName: String, description: String, families: [WidgetFamily], contentMarginsDisabled: Bool,
        parameters: [ExtensionParameter], placeholders: [String: ArchivedEntry], containerBackgroundRemovable: Bool = true,
        build: String? = nil, live: Bool = false, sources: [String] = []
    ) {
        self.sources = sources
        self.build = build
        self.live = live
        self.widget = widget
        self.displayName = displayName
        self.description = description
        self.families = families
        self.contentMarginsDisabled = contentMarginsDisabled
        self.parameters = parameters
        self.placeholders = placeholders
        self.containerBackgroundRemovable = containerBackgroundRemovable
    }

    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: ExtensionWidget {
        ExtensionWidget(
            widget: "", displayName: "", description: "", families: [], contentMarginsDisabled: false, parameters: [],
            placeholders: [:])
    }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("widget", &widget)
        try coder.field("displayName", &displayName)
        try coder.field("description", &description, default: "")
        try coder.field("families", &families)
        try coder.field("contentMarginsDisabled", &contentMarginsDisabled, default: false)
        try coder.field("parameters", &parameters, default: [])
        try coder.field("placeholders", &placeholders, default: [:])
        try coder.field("containerBackgroundRemovable", &containerBackgroundRemovable, default: true)
        try coder.field("build", &build, default: nil)
        try coder.field("live", &live, default: false)
        try coder.field("sources", &sources, default: [])
    }
}
