import Archive

/// One live activity kind in an extension's `describe` answer: its kind (what `homescreen
/// activity start KIND` names), the name lists show and what it is for. Its views are asked
/// with `evaluateActivity` each time it starts or changes.
public struct ExtensionActivity: Equatable, Sendable, Archivable {
    /// The activity's kind.
    public var activity: String
    /// The name lists show.
    public var displayName: String
    /// What it shows, for lists.
    public var description: String

    /// A described activity of these values.
    public init(activity: String, displayName: String, description: String = "") {
        self.activity = activity
        self.displayName = displayName
        self.description = description
    }

    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: ExtensionActivity { ExtensionActivity(activity: "", displayName: "") }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("activity", &activity)
        try coder.field("displayName", &displayName)
        try coder.field("description", &description, default: "")
    }
}
