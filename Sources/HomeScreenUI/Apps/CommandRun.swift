import WidgetEngine

/// A command a widget offered (``CommandAction``, a plugin's `bash=` item) that the user
/// pressed and confirmed, with the widget it came from.
public struct CommandRun: Equatable, Sendable {
    /// The instance whose link it was: reloaded after the command when it asks.
    public var instance: WidgetInstanceID
    public var action: CommandAction
    /// What the user pressed ("Restart nginx"), for messages.
    public var title: String

    public init(instance: WidgetInstanceID, action: CommandAction, title: String) {
        self.instance = instance
        self.action = action
        self.title = title
    }
}
