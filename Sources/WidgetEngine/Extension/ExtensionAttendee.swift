import Archive
import WidgetUI

/// An instance on the page shown, as `attention` tells an extension of it: its id (which the
/// extension's pushes name) and the context its views are made in.
public struct ExtensionAttendee: Equatable, Sendable, Archivable {
    public var instance: String
    public var context: ExtensionContext

    public init(instance: String, context: ExtensionContext) {
        self.instance = instance
        self.context = context
    }

    /// `live` as the protocol carries it.
    public init(_ live: LiveInstance) {
        self.init(
            instance: live.id.rawValue,
            context: ExtensionContext(
                kind: live.kind, configuration: live.configuration, context: live.context, environment: live.environment))
    }

    /// The instance, on the extension's side.
    public var live: LiveInstance {
        LiveInstance(
            id: WidgetInstanceID(rawValue: instance), kind: context.widget, configuration: context.configuration,
            context: context.providerContext, environment: context.environment)
    }

    public static var blank: ExtensionAttendee { ExtensionAttendee(instance: "", context: .blank) }

    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("instance", &instance)
        try coder.field("context", &context)
    }
}
