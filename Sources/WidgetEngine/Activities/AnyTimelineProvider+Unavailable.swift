extension AnyTimelineProvider {
    /// The provider of a descriptor that is not a widget (an activity's): never asked, and
    /// failing if it were.
    static func unavailable(kind: String) -> AnyTimelineProvider {
        AnyTimelineProvider(
            placeholder: { context, environment in
                ArchivedEntry(date: context.date, relevance: nil, view: ViewResolver.resolve(EmptyView(), in: environment))
            },
            snapshot: { _, _, _ throws(ProviderFailure) in throw ProviderFailure.threw("\(kind) is a live activity, not a widget") },
            timeline: { _, _, _ throws(ProviderFailure) in throw ProviderFailure.threw("\(kind) is a live activity, not a widget") })
    }
}
