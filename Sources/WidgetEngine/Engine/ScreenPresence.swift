import Foundation
import WidgetUI

/// What is on screen, which instances show live text (formatted anew as time passes) in the
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
    /// For each instance with a timeline, the view of each of its entries that holds live
    /// text (nil for the others).
    private var liveEntries: [WidgetInstanceID: [ViewNode?]] = [:]
    /// The instances on screen whose entry shown now holds live text, with that entry's view
    /// (only those on screen are noted, so asking costs nothing per instance off screen).
    private var liveShown: [WidgetInstanceID: ViewNode] = [:]
    /// The entry each instance of ``liveShown`` shows (a hint holds for that entry only).
    private var shownEntry: [WidgetInstanceID: Int] = [:]
    /// For instances on screen, the first instant at which their tile's cells differ from
    /// those drawn now, as the display found it (``setQuietUntil(_:)``); `.distantFuture`:
    /// never, as drawn now (the seconds of a text cut to "9 m…").
    private var quietUntil: [WidgetInstanceID: Date] = [:]

    func isVisible(_ id: WidgetInstanceID) -> Bool {
        visible?.contains(id) ?? true
    }

    func isOnPage(_ id: WidgetInstanceID) -> Bool {
        onPage?.contains(id) ?? true
    }

    /// Whether a visible instance shows live text.
    var showsLiveText: Bool {
        !liveShown.isEmpty
    }

    /// The next instant after `now` at which the live text on screen reads differently: the
    /// next whole second for a seconds display, the next minute or hour for a relative time
    /// days or hours away (nil: no live text on screen).
    ///
    /// An instance whose display said its cells stay as they are until a later instant
    /// (``setQuietUntil(_:)``) makes no instant before that one.
    func nextLiveTick(after now: Date) -> Date? {
        var next: Date?
        for (id, view) in liveShown {
            let tick: Date?
            if let quiet = quietUntil[id], quiet > now {
                tick = quiet == .distantFuture ? nil : quiet
            } else {
                // The whole second after it: the text is formatted in whole seconds.
                tick = view.nextLiveChange(after: now)?.nextWholeSecond
            }
            if let tick { next = next.map { min($0, tick) } ?? tick }
        }
        return next
    }

    /// The instances on screen whose entry shown now holds live text.
    var liveInstances: Dictionary<WidgetInstanceID, ViewNode>.Keys {
        liveShown.keys
    }

    /// Takes, for instances on screen, the first instant after now at which the cells drawn
    /// for them differ (`.distantFuture`: never), replacing the last hints. The display finds
    /// these where it knows each text's room; a hint holds until its instant passes or the
    /// instance shows another entry.
    mutating func setQuietUntil(_ hints: [WidgetInstanceID: Date]) {
        quietUntil = hints
    }

    /// Notes which entries of `timeline`, now held by `id`, hold live text.
    mutating func hold(_ timeline: ArchivedTimeline, for id: WidgetInstanceID) {
        liveEntries[id] = timeline.entries.map { $0.view.containsLiveContent ? $0.view : nil }
        shownEntry[id] = nil
        quietUntil[id] = nil
    }

    /// Notes that `id` shows entry `index` (nil: none); off screen, it shows nothing.
    mutating func show(entry index: Int?, of id: WidgetInstanceID) {
        if let index, isVisible(id), let entries = liveEntries[id], entries.indices.contains(index), let view = entries[index] {
            liveShown[id] = view
            if shownEntry.updateValue(index, forKey: id) != index { quietUntil[id] = nil }
        } else {
            liveShown[id] = nil
            shownEntry[id] = nil
            quietUntil[id] = nil
        }
    }

    /// Forgets which entries of `id` hold live text (its timeline left memory).
    mutating func forgetEntries(of id: WidgetInstanceID) {
        liveEntries[id] = nil
        liveShown[id] = nil
        shownEntry[id] = nil
        quietUntil[id] = nil
    }

    /// Forgets `id`.
    mutating func remove(_ id: WidgetInstanceID) {
        liveShown[id] = nil
        liveEntries[id] = nil
        shownEntry[id] = nil
        quietUntil[id] = nil
        residency.forget(id)
    }
}
