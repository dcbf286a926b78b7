/// What is on screen, which instances show live text (formatted anew every second) in the
/// entry they show now, and which off screen hold their timelines in memory.
struct ScreenPresence {
    /// The instances on screen (nil: all of them, as headless tools draw).
    var visible: Set<WidgetInstanceID>? = nil
    /// False when nothing is drawn every second (a headless run of the schedule): live text
    /// then makes no instant of its own.
    var ticksLiveText = true
    /// Which instances off screen hold their timelines in memory, and whether they may leave it.
    var residency = Residency()
    /// The instances of the page shown, stack members under the top ones included, whether or
    /// not a sheet covers them (nil: all of them).
    var onPage: Set<WidgetInstanceID>? = nil
    /// For each instance with a timeline, whether each of its entries holds live text.
    private var liveEntries: [WidgetInstanceID: [Bool]] = [:]
    /// The instances on screen whose entry shown now holds live text (only those on screen
    /// are noted, so asking costs nothing per instance off screen).
    private var liveShown: Set<WidgetInstanceID> = []

    func isVisible(_ id: WidgetInstanceID) -> Bool {
        visible?.contains(id) ?? true
    }

    func isOnPage(_ id: WidgetInstanceID) -> Bool {
        onPage?.contains(id) ?? true
    }

    /// Whether a visible instance shows live text, so the screen changes every second.
    var showsLiveText: Bool {
        !liveShown.isEmpty
    }

    /// Notes which entries of `timeline`, now held by `id`, hold live text.
    mutating func hold(_ timeline: ArchivedTimeline, for id: WidgetInstanceID) {
        liveEntries[id] = timeline.entries.map { $0.view.containsLiveContent }
    }

    /// Notes that `id` shows entry `index` (nil: none); off screen, it shows nothing.
    mutating func show(entry index: Int?, of id: WidgetInstanceID) {
        if let index, isVisible(id), liveEntries[id]?[index] == true {
            liveShown.insert(id)
        } else {
            liveShown.remove(id)
        }
    }

    /// Forgets which entries of `id` hold live text (its timeline left memory).
    mutating func forgetEntries(of id: WidgetInstanceID) {
        liveEntries[id] = nil
        liveShown.remove(id)
    }

    /// Forgets `id`.
    mutating func remove(_ id: WidgetInstanceID) {
        liveShown.remove(id)
        liveEntries[id] = nil
        residency.forget(id)
    }
}
