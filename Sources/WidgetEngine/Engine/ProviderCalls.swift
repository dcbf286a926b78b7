/// The provider calls the engine hands out: one token sequence for every call the front end
/// runs (timelines, gallery snapshots, look-ups of a parameter's choices), the instance each
/// timeline call under way belongs to, and the hidden instances whose due reload waits for
/// the visible ones' calls.
struct ProviderCalls {
    private var nextToken: UInt64 = 1
    /// The instance each provider call under way belongs to.
    var underWay: [UInt64: WidgetInstanceID] = [:]
    /// Hidden instances whose due reload waits while a visible instance's call is under way
    /// (see ``TimelineEngine/advance(to:)``).
    var heldBack: Set<WidgetInstanceID> = []

    /// The next token of the sequence.
    mutating func issueToken() -> UInt64 {
        defer { nextToken += 1 }
        return nextToken
    }
}
