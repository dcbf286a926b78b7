import WidgetEngine

// The countdown's own provider, for an intent set here: `homescreen timeline countdown
// --preview Launch --from 2026-02-27T09:00:00Z` steps through its entries.

#Preview("Launch", as: .systemMedium, using: CountdownIntent.launch) {
    CountdownWidget()
} timelineProvider: {
    CountdownProvider(timeZone: .gmt)
}

extension CountdownIntent {
    /// A launch at 09:00 UTC on 1 March 2026, counted from 1 February.
    static var launch: CountdownIntent {
        let intent = CountdownIntent()
        intent.title = "Launch"
        intent.date = "2026-03-01T09:00:00Z"
        intent.since = "2026-02-01T09:00:00Z"
        return intent
    }
}
