extension ArchiveLimits {
    /// The one place each limit is checked: a timeline's entries counted as they are
    /// archived (a linked provider's, so a timeline far over a limit stops being archived
    /// there) or as they arrive whole (an extension program's, ``check(_:)``).
    struct Tally {
        let limits: ArchiveLimits
        private var nodes = 0
        private var pictureBytes = 0

        /// Starts the count of a timeline of `entries` entries; too many is a failure at once.
        init(_ limits: ArchiveLimits, entries: Int) throws(ProviderFailure) {
            guard entries <= limits.maxEntries else { throw .tooManyEntries(count: entries, limit: limits.maxEntries) }
            self.limits = limits
        }

        /// Counts one more entry's nodes and pictures.
        mutating func add(_ entry: ArchivedEntry) throws(ProviderFailure) {
            nodes += entry.view.nodeCount
            guard nodes <= limits.maxNodes else { throw .archiveTooLarge(nodes: nodes, limit: limits.maxNodes) }
            pictureBytes += entry.view.pictureBytes
            guard pictureBytes <= limits.maxPictureBytes else {
                throw .picturesTooLarge(bytes: pictureBytes, limit: limits.maxPictureBytes)
            }
        }
    }

    /// Checks a whole timeline against every limit: the first one it passes is the failure.
    public func check(_ timeline: ArchivedTimeline) throws(ProviderFailure) {
        var tally = try Tally(self, entries: timeline.entries.count)
        for entry in timeline.entries { try tally.add(entry) }
    }
}
