/// What the engine reports until the front end takes it: what happened, and which instances'
/// persisted state (timeline, ledger, relevance) changed.
struct EngineOutbox {
    /// Everything that happened since ``TimelineEngine/takeEvents()`` was last called, oldest
    /// first.
    var events: [EngineEvent] = []
    /// Instances whose persisted state changed (or that were removed) since
    /// ``TimelineEngine/takeChangedInstances()`` was last called.
    var changed: Set<WidgetInstanceID> = []
    /// Saving pushed content, at most once per ``EngineSettings/pushSaveInterval`` per instance.
    var pushSaves = PushSaves()
}
