extension WidgetConfiguration {
    /// Pushes content to the widget's instances while they are on the page shown (see
    /// ``LiveUpdates``): a live System monitor, a stream.
    public func liveUpdates(_ live: LiveUpdates) -> ModifiedWidgetConfiguration {
        var descriptor = self.descriptor
        descriptor.live = live
        return ModifiedWidgetConfiguration(descriptor: descriptor)
    }
}
