/// A placed widget as WidgetCenter reports it, as in WidgetKit.
public struct WidgetInfo: Hashable, Sendable, CustomStringConvertible {
    /// The widget's kind.
    public var kind: String
    /// Its family.
    public var family: WidgetFamily
    /// Its parameter values.
    public var configuration: ConfigValues
    /// The instance's identity.
    public var id: WidgetInstanceID

    /// The information of `instance`.
    public init(instance: WidgetInstance) {
        kind = instance.kind
        family = instance.family
        configuration = instance.configuration
        id = instance.id
    }

    /// The text logs and messages show.
    public var description: String {
        let values = configuration.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        return "\(kind) \(family.shortName) \(id)" + (values.isEmpty ? "" : " \(values)")
    }
}
