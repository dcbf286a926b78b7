/// A linked provider's snapshot and timeline, type-erased (see ``AnyTimelineProvider``).
public struct InProcessProvider: Sendable {
    let snapshot: @Sendable (TimelineProviderContext, EnvironmentValues, ConfigValues) async throws(ProviderFailure) -> ArchivedEntry
    let timeline:
        @Sendable (TimelineProviderContext, EnvironmentValues, ConfigValues, ArchiveLimits) async throws(ProviderFailure) ->
            ArchivedTimeline
}
