/// The placeholders made so far, one per (kind, family), and the placed instances still
/// waiting for theirs.
struct PlaceholderCache {
    private var archives: [String: ArchivedEntry] = [:]
    /// Placed instances whose kind and family have no placeholder made yet.
    var missing: Set<WidgetInstanceID> = []

    /// The placeholder of `kind` in `family`, if one was made.
    subscript(kind: String, family: WidgetFamily) -> ArchivedEntry? {
        get { archives["\(kind)|\(family.rawValue)"] }
        set { archives["\(kind)|\(family.rawValue)"] = newValue }
    }
}
