import Foundation
import WidgetEngine

/// One call into widget code that the home screen wants made: a timeline for a placed
/// instance, a gallery snapshot, a look-up of a parameter's choices, or a press of a button
/// or a toggle. The run loop runs it
/// off the main actor with ``run(with:)`` and hands the result back as
/// ``HomeMessage/answered(_:_:)``. Every call carries everything it needs, so it can run
/// anywhere; where it runs, here or in a widget's program, its widget's provider says
/// (``ProviderProcess``, where every call leaves the host or stays).
public struct WidgetCall: Sendable {
    /// What to call.
    public enum Work: Sendable {
        /// `getTimeline` / `timeline(for:in:)` for a placed instance.
        case timeline(ProviderRequest, context: TimelineProviderContext, environment: EnvironmentValues, limits: ArchiveLimits)
        /// `getSnapshot` / `snapshot(for:in:)` with `isPreview`, for a gallery preview.
        case snapshot(ProviderRequest, context: TimelineProviderContext, environment: EnvironmentValues)
        /// A `DynamicOptionsProvider`'s choices, for the configuration sheet.
        case options(OptionsRequest)
        /// A button's or a toggle's App Intent, run where the widget's provider runs (its
        /// `perform()`, or the protocol's `performIntent`), under a timeline's deadline.
        case perform(PressCall)
        /// A control's value or press (the controls row).
        case control(ControlCall)
    }

    /// Identifies the call in the home screen's one token space; a result for a call no
    /// longer wanted is dropped.
    public let token: UInt64
    /// What to call.
    public let work: Work
    /// The longest to wait in real time; a call that outlives it is abandoned.
    public let limit: Duration

    /// The provider call, for a timeline or a snapshot.
    public var providerRequest: ProviderRequest? {
        switch work {
        case let .timeline(request, _, _, _), let .snapshot(request, _, _): request
        case .options, .perform, .control: nil
        }
    }

    /// The look-up, for a parameter's choices.
    public var optionsRequest: OptionsRequest? {
        if case let .options(request) = work { request } else { nil }
    }

    /// The control call, for a control's value or press.
    public var controlCall: ControlCall? {
        if case let .control(control) = work { control } else { nil }
    }

    /// The press, for a button's or a toggle's intent.
    public var pressCall: PressCall? {
        if case let .perform(press) = work { press } else { nil }
    }

    /// What the call asks, for the log: "the timeline of clock-1".
    var summary: String {
        switch work {
        case let .timeline(request, _, _, _): "the timeline of \(request.instance.id.rawValue)"
        case let .snapshot(request, _, _): "the gallery snapshot of \(request.instance.kind)"
        case let .options(request): "the choices of \(request.parameter) for \(request.instance.rawValue)"
        case let .perform(press): "the press of “\(press.label)” in \(press.instance.rawValue)"
        case let .control(control): "the control \(control.kind)"
        }
    }

    /// Runs the call with `runner`; nil when no answer came within ``limit``.
    public func run(with runner: ProviderRunner) async -> WidgetCallResult? {
        switch work {
        case let .timeline(request, context, environment, limits):
            return await runner.timeline(for: request, context: context, environment: environment, limits: limits, limit: limit)
                .map(WidgetCallResult.timeline)
        case let .snapshot(request, context, environment):
            return await runner.snapshot(for: request, context: context, environment: environment, limit: limit)
                .map(WidgetCallResult.snapshot)
        case let .options(request):
            return .options(await runner.options(from: request.provider, limit: limit))
        case let .perform(press):
            return .performed(await runner.perform(press.invocation, limit: limit))
        case let .control(control):
            return await control.run()
        }
    }
}
