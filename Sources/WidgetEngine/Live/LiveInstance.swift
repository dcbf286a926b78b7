import Foundation

/// An instance on the page shown, as a widget with live updates is told of it (see
/// ``LiveUpdates``): enough to make its views (family, size, configuration, environment)
/// without asking the host again.
public struct LiveInstance: Equatable, Sendable {
    /// Its identity: pushes name it.
    public var id: WidgetInstanceID
    /// Its widget's kind.
    public var kind: String
    /// Its configuration.
    public var configuration: ConfigValues
    /// The provider context it is drawn in (its family and size; the date is when attention began).
    public var context: TimelineProviderContext
    /// The environment its views resolve in.
    public var environment: EnvironmentValues

    public init(
        id: WidgetInstanceID, kind: String, configuration: ConfigValues, context: TimelineProviderContext,
        environment: EnvironmentValues
    ) {
        self.id = id
        self.kind = kind
        self.configuration = configuration
        self.context = context
        self.environment = environment
    }

    public static func == (lhs: LiveInstance, rhs: LiveInstance) -> Bool {
        lhs.id == rhs.id && lhs.kind == rhs.kind && lhs.configuration == rhs.configuration
            && lhs.context.family == rhs.context.family && lhs.context.cellSize == rhs.context.cellSize
            && lhs.context.colorScheme == rhs.context.colorScheme
            && lhs.environment.widgetRenderingMode == rhs.environment.widgetRenderingMode
    }
}
