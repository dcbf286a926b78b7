import Foundation

/// A live activity's views, as ActivityKit's `ActivityConfiguration`: declared in a widget's
/// `body` and listed in the `WidgetBundle` beside widgets. Its views are evaluated once per
/// start or update, into archives (``ActivityViews``).
///
/// ```swift
/// struct DeliveryLiveActivity: Widget {
///     var body: some WidgetConfiguration {
///         ActivityConfiguration(for: DeliveryAttributes.self) { context in
///             Text("\(context.attributes.shop): \(context.state.stop) stops away")
///         } dynamicIsland: { context in
///             DynamicIsland {
///                 DynamicIslandExpandedRegion(.bottom) { Text(context.state.driver) }
///             } compactLeading: { Image(systemName: "box.truck") }
///               compactTrailing: { Text("\(context.state.stop)") }
///               minimal: { Text("\(context.state.stop)") }
///         }
///     }
/// }
/// ```
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    /// The activity, to the host.
    public let activity: ActivityDescriptor

    /// The lock screen (banner) view from `content`, the other presentations from `dynamicIsland`.
    public init<Content: View>(
        for attributesType: Attributes.Type = Attributes.self,
        @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {
        // Views are built on the caller's thread, one evaluation at a time, as widgets' are.
        nonisolated(unsafe) let content = content
        nonisolated(unsafe) let dynamicIsland = dynamicIsland
        let evaluate: @Sendable (ActivityPayload) throws(ActivityFailure) -> ActivityViews = { payload throws(ActivityFailure) in
            let context = try Self.context(from: payload)
            let environment = EnvironmentValues()
            func resolve(_ view: some View) -> ViewNode { ViewResolver.resolve(view, in: environment) }
            let island = dynamicIsland(context)
            var expanded: [String: ViewNode] = [:]
            for region in island.expanded.regions { expanded[region.position.name] = resolve(region.content) }
            return ActivityViews(
                lockScreen: resolve(content(context)), compactLeading: resolve(island.compactLeading),
                compactTrailing: resolve(island.compactTrailing), minimal: resolve(island.minimal), expanded: expanded,
                url: island.url)
        }
        activity = ActivityDescriptor(kind: Attributes.activityKind, evaluate: evaluate)
    }

    /// The descriptor a bundle lists: the catalog keeps it among its activities, never its widgets.
    public var descriptor: WidgetDescriptor {
        var descriptor = WidgetDescriptor(
            kind: activity.kind, supportedFamilies: [], provider: AnyTimelineProvider.unavailable(kind: activity.kind))
        descriptor.activity = activity
        return descriptor
    }

    private static func context(from payload: ActivityPayload) throws(ActivityFailure) -> ActivityViewContext<Attributes> {
        let decoder = ActivityPayload.decoder()
        let attributes: Attributes
        let state: Attributes.ContentState
        do {
            attributes = try decoder.decode(Attributes.self, from: payload.attributes)
        } catch {
            throw ActivityFailure("--attributes: \(ActivityFailure.words(for: error))")
        }
        do {
            state = try decoder.decode(Attributes.ContentState.self, from: payload.state)
        } catch {
            throw ActivityFailure("--state: \(ActivityFailure.words(for: error))")
        }
        return ActivityViewContext(attributes: attributes, state: state, isStale: payload.isStale, activityID: payload.id)
    }
}

/// The families an activity's presentations may be drawn in beyond the lock screen (iOS 18).
public enum ActivityFamily: Hashable, Sendable {
    /// The small presentation (watchOS, CarPlay).
    case small
    /// The medium presentation (the lock screen).
    case medium
}

extension WidgetConfiguration {
    /// Accepted for iOS code: the strip draws every presentation.
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> ModifiedWidgetConfiguration {
        ModifiedWidgetConfiguration(descriptor: descriptor)
    }
}

extension View {
    /// The background of the lock screen view (drawn as the view's background).
    public func activityBackgroundTint(_ color: Color?) -> some View {
        background(color ?? Color.clear)
    }

    /// Accepted for iOS code: the strip has no system action buttons.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View {
        self
    }
}

extension ActivityFailure {
    /// A decoding error in words: the field's path and what was wrong.
    static func words(for error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? "" : "field \"\(path)\": "
        }
        switch decoding {
        case let .keyNotFound(key, context):
            return "\(path(context))no field \"\(key.stringValue)\""
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
            return "\(path(context))\(context.debugDescription)"
        @unknown default:
            return "\(decoding)"
        }
    }
}
