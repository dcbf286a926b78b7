import Foundation

extension ViewNode {
    /// The instant after `now` at which the tree's live content (text in a live style, a
    /// running timer, a timer's bar) next shows something different; `now` itself when it
    /// changes every second; nil when nothing in it changes as time passes. A relative time in
    /// days changes once an hour, one in hours once a minute (see
    /// ``TextContent/nextChange(after:)``), so the screen need not wake every second for it.
    public func nextLiveChange(after now: Date) -> Date? {
        var next: Date?
        forEachNode { node in
            let change: Date?
            switch node.kind {
            case let .text(text): change = text.runs.compactMap { $0.content.nextChange(after: now) }.min()
            case let .progress(progress):
                if case .timer = progress.value { change = now } else { change = nil }
            default: change = nil
            }
            if let change { next = next.map { min($0, change) } ?? change }
        }
        return next
    }
}

extension TextContent {
    /// The instant after `now` at which this text next reads differently (as the painter
    /// formats it: whole seconds, rounded down); `now` itself for a text that changes every
    /// second; nil for text that never changes.
    ///
    /// A relative time shows its two largest units ("33 days, 14 hr"), so it changes when the
    /// smaller of them does; an offset shows its largest unit ("+2 hours"). Either changes
    /// unit only at a multiple of the smaller unit, so the next change is the next multiple.
    public func nextChange(after now: Date) -> Date? {
        switch self {
        case .verbatim, .dateRange: return nil
        case .timer: return now
        case let .date(date, style):
            switch style {
            case .time, .date: return nil
            case .timer: return now
            case .relative: return Self.nextStep(toward: date, from: now, step: Self.relativeStep)
            case .offset: return Self.nextStep(toward: date, from: now, step: Self.offsetStep)
            }
        }
    }

    /// The unit of the relative style's smaller part, for a distance of `seconds`.
    private static func relativeStep(_ seconds: Double) -> Double {
        seconds >= 86_400 ? 3_600 : seconds >= 3_600 ? 60 : 1
    }

    /// The unit of the offset style, for a distance of `seconds`.
    private static func offsetStep(_ seconds: Double) -> Double {
        seconds >= 86_400 ? 86_400 : seconds >= 3_600 ? 3_600 : seconds >= 60 ? 60 : 1
    }

    /// When the distance between `now` and `date`, counted in `step(distance)`s, next changes.
    private static func nextStep(toward date: Date, from now: Date, step: (Double) -> Double) -> Date {
        let interval = date.timeIntervalSince(now)
        let distance = abs(interval)
        let size = step(distance)
        guard size > 1 else { return now }
        let into = distance - (distance / size).rounded(.down) * size
        // Ahead, the distance shrinks to the step below; behind, it grows to the next one.
        return now.addingTimeInterval(interval > 0 ? into : size - into)
    }
}
