extension TimelineEngine {
    /// Which instances are on the page shown (nil: all), stack members under the top ones
    /// included, whether or not a sheet covers them. A widget that reloads only on the page
    /// shown (``WidgetDescriptor/reloadsOnlyOnPageShown``) keeps a reload that comes due
    /// elsewhere waiting, with no instant scheduled for it, until it is on the page shown
    /// again; then it runs as due.
    public mutating func setOnPage(_ ids: Set<WidgetInstanceID>?, at now: Date) {
        let before = presence.onPage
        guard before != ids else { return }
        presence.onPage = ids
        let changed = before.flatMap { before in ids.map { Array(before.symmetricDifference($0)) } } ?? order
        for id in changed where states[id] != nil {
            reschedule(id, at: now)
        }
    }

    /// Whether `id`'s reloads wait because it is not on the page shown.
    func waitsForPageShown(_ id: WidgetInstanceID) -> Bool {
        guard !presence.isOnPage(id), let kind = states[id]?.instance.kind else { return false }
        return catalog.descriptor(forKind: kind)?.reloadsOnlyOnPageShown == true
    }
}
