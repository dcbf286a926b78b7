import Foundation
import Synchronization

/// Runs the provider calls the engine asks for, off the caller's actor, and waits at most a
/// real-time limit for each (a hung provider is abandoned, never awaited forever; its late
/// result is dropped).
public struct ProviderRunner: Sendable {
    /// The widgets whose providers it runs.
    public var catalog: WidgetCatalog
    /// What says a call's limit has passed (a Dispatch timer; tests fire theirs by hand).
    public let limitTimer: any LimitTimer
    /// Counts the calls abandoned at their limit that have not returned yet.
    public let abandoned: AbandonedWork

    /// A runner of `catalog`'s providers, each call within its limit (`limitTimer` says when it passed).
    public init(catalog: WidgetCatalog, limitTimer: any LimitTimer = DispatchLimitTimer(), abandoned: AbandonedWork = .shared) {
        self.catalog = catalog
        self.limitTimer = limitTimer
        self.abandoned = abandoned
    }

    /// The archived timeline for `request`, a failure, or nil when no answer came within
    /// `limit` of real time.
    public func timeline(
        for request: ProviderRequest, context: TimelineProviderContext, environment: EnvironmentValues,
        limits: ArchiveLimits, limit: Duration
    ) async -> Result<ArchivedTimeline, ProviderFailure>? {
        await call(request, limit: limit) { provider, configuration throws(ProviderFailure) in
            try await provider.timeline(in: context, environment: environment, configuration: configuration, limits: limits)
        }
    }

    /// The gallery snapshot for `request` (its `context` says `isPreview`), a failure, or nil
    /// when no answer came within `limit` of real time.
    public func snapshot(
        for request: ProviderRequest, context: TimelineProviderContext, environment: EnvironmentValues,
        limit: Duration
    ) async -> Result<ArchivedEntry, ProviderFailure>? {
        await call(request, limit: limit) { provider, configuration throws(ProviderFailure) in
            try await provider.snapshot(in: context, environment: environment, configuration: configuration)
        }
    }

    /// Runs `work` with the provider and configuration of `request`'s instance: its value, its
    /// failure, or nil when no answer came within `limit` of real time.
    private func call<T: Sendable>(
        _ request: ProviderRequest, limit: Duration,
        _ work: @escaping @Sendable (AnyTimelineProvider, ConfigValues) async throws(ProviderFailure) -> T
    )
        async -> Result<T, ProviderFailure>?
    {
        guard let descriptor = catalog.descriptor(forKind: request.instance.kind) else {
            return .failure(.unknownKind(request.instance.kind))
        }
        let provider = descriptor.provider
        let configuration = request.instance.configuration
        return await RealTimeLimit.race(
            limit: limit, label: "homescreen.provider.\(request.instance.kind)", timer: limitTimer, abandoned: abandoned
        ) {
            do throws(ProviderFailure) {
                return .success(try await work(provider, configuration))
            } catch {
                return .failure(error)
            }
        }
    }
}
