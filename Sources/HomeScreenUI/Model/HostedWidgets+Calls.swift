import Foundation
import WidgetEngine

extension HostedWidgets {
    /// Queues the calls the engine finds due at `now` (reloads whose time has come).
    func queueDueTimelines(at now: Date) {
        for request in engine.advance(to: now) { work.submit(timelineCall(request)) }
    }

    /// The waiting calls into widget code to start now, as many as there are free workers:
    /// the user's own waits (a gallery snapshot, a parameter's choices) first, then the
    /// timelines of instances on screen, then the others, each group due soonest first. A
    /// timeline the engine no longer awaits (its instance removed, its call superseded or past
    /// its deadline) is dropped; one that starts has its deadline counted from now. A running
    /// timeline the engine gave up on frees its worker first.
    func startCalls(at now: Date) -> [WidgetCall] {
        let released = work.release { call in
            if case .timeline = call.work { !engine.awaits(call.token) } else { false }
        }
        for call in released { HomeModel.logger.notice("\(call.summary) outlived its deadline; its worker is free for the next call") }
        // The engine is read in place, never copied: a copy alive while `began` changes it
        // would copy every instance's state at each start.
        let calls = work.start(onScreen: engine.visible) { call in rank(call) }
        for call in calls {
            if case .timeline = call.work { engine.began(call.token, at: now) }
        }
        return calls
    }

    /// Queues the call a screen asks for; returns its token. A gallery snapshot's placeholder
    /// is made first (once per kind and family), so the preview shows it at once.
    func ask(_ call: ScreenCall, at now: Date) -> UInt64 {
        switch call {
        case let .snapshot(kind, family):
            return askSnapshot(kind: kind, family: family, configuration: [:], isPreview: true, at: now)
        case let .detail(kind, family, configuration):
            return askSnapshot(kind: kind, family: family, configuration: configuration, isPreview: false, at: now)
        case let .options(request):
            let token = engine.issueToken()
            work.submit(
                WidgetCall(token: token, work: .options(request), limit: .seconds(max(1, engine.settings.snapshotDeadline))))
            return token
        }
    }

    /// Queues a snapshot of `kind` in `family` with `configuration`, its placeholder made first;
    /// `isPreview` for the gallery's (sample content), not for a placed widget's (its own data).
    private func askSnapshot(kind: String, family: WidgetFamily, configuration: ConfigValues, isPreview: Bool, at now: Date) -> UInt64 {
        _ = engine.galleryPlaceholder(kind: kind, family: family, at: now)
        let request = engine.snapshotRequest(kind: kind, family: family, configuration: configuration, at: now)
        let limit = Duration.seconds(max(0, request.deadline.timeIntervalSince(now)) + 1)
        work.submit(
            WidgetCall(
                token: request.token,
                work: .snapshot(
                    request, context: engine.context(for: request.instance, at: now, isPreview: isPreview),
                    environment: engine.resolveEnvironment(for: request.instance)),
                limit: limit))
        return request.token
    }

    /// The call that runs `request`, with the context and environment the engine gives it now.
    private func timelineCall(_ request: ProviderRequest) -> WidgetCall {
        let limit = Duration.seconds(max(1, request.deadline.timeIntervalSince(request.date)) + 1)
        return WidgetCall(
            token: request.token,
            work: .timeline(
                request, context: engine.context(for: request.instance, at: request.date),
                environment: engine.resolveEnvironment(for: request.instance),
                limits: engine.settings.archiveLimits),
            limit: limit)
    }

    /// Where `call` stands in the queue as things are now; nil when it is no longer wanted.
    private func rank(_ call: WidgetCall) -> WorkRank? {
        switch call.work {
        case let .timeline(request, _, _, _):
            guard engine.awaits(call.token) else { return nil }
            return WorkRank(
                urgency: engine.isOnScreen(request.instance.id) ? .onScreen : .offScreen, due: request.date, token: call.token)
        case let .snapshot(request, _, _):
            return WorkRank(urgency: .userWaits, due: request.date, token: call.token)
        case .options:
            return WorkRank(urgency: .userWaits, due: .distantPast, token: call.token)
        case let .perform(press):
            return WorkRank(urgency: .userWaits, due: press.press.pressedAt, token: call.token)
        case .control:
            return WorkRank(urgency: .userWaits, due: .distantPast, token: call.token)
        }
    }
}
