import Foundation
import WidgetEngine

/// The bundled `build` activity: elapsed time (live text, drawn from the start date, so the
/// screen keeps it moving without updates), a progress bar when the command reports one, and
/// the exit status at the end.
struct BuildLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BuildActivityAttributes.self) { context in
            VStack(alignment: .leading, spacing: 0) {
                HStack {
                    BuildStatusGlyph(state: context.state)
                    Text(context.attributes.name).bold()
                    Spacer()
                    BuildElapsed(attributes: context.attributes, state: context.state)
                }
                BuildProgressLine(state: context.state)
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    HStack {
                        BuildStatusGlyph(state: context.state)
                        Text(context.attributes.name).bold()
                    }
                }
                DynamicIslandExpandedRegion(.trailing) {
                    BuildElapsed(attributes: context.attributes, state: context.state)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(alignment: .leading, spacing: 0) {
                        BuildProgressLine(state: context.state)
                        if let message = context.state.message {
                            Text(message).foregroundStyle(.secondary).lineLimit(1)
                        } else if let command = context.attributes.command {
                            Text(command).foregroundStyle(.secondary).lineLimit(1)
                        }
                    }
                }
            } compactLeading: {
                HStack {
                    BuildStatusGlyph(state: context.state)
                    Text(context.attributes.name)
                }
            } compactTrailing: {
                HStack {
                    if context.state.exitStatus == nil, let progress = context.state.progress {
                        Text("\(Int((progress * 100).rounded()))%")
                    } else if context.state.exitStatus == nil, let step = context.state.step {
                        Text(step)
                    }
                    BuildElapsed(attributes: context.attributes, state: context.state)
                }
            } minimal: {
                BuildStatusGlyph(state: context.state)
            }
            .widgetURL(context.attributes.url.flatMap { URL(string: $0) })
        }
    }
}

/// ⚙ while running, ✓ after success, ✗ and the status after a failure, ■ when a script
/// ended it without saying how it went (`homescreen activity end ID`).
struct BuildStatusGlyph: View {
    let state: BuildActivityAttributes.ContentState

    var body: some View {
        switch state.exitStatus {
        case .none where state.endedAt != nil: Text("■").foregroundStyle(.secondary)
        case .none: Text("⚙").foregroundStyle(.blue)
        case .some(0): Text("✓").foregroundStyle(.green)
        case let .some(status): Text("✗ \(status)").foregroundStyle(.red)
        }
    }
}

/// The time since the start: live while it runs, fixed once it has ended.
struct BuildElapsed: View {
    let attributes: BuildActivityAttributes
    let state: BuildActivityAttributes.ContentState

    var body: some View {
        if let start = attributes.startedAt {
            if let end = state.endedAt {
                // Fixed text: an ended activity never wakes the screen.
                Text(verbatim: Self.duration(max(0, end.timeIntervalSince(start)))).monospacedDigit()
            } else {
                Text(start, style: .timer).monospacedDigit()
            }
        }
    }
}

extension BuildElapsed {
    /// `m:ss`, or `h:mm:ss` from an hour, as the live timer writes it.
    static func duration(_ seconds: TimeInterval) -> String {
        let whole = Int(seconds)
        let (hours, minutes, rest) = (whole / 3_600, whole / 60 % 60, whole % 60)
        let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
    }
}

/// A bar with the percentage, or the step, when the command reports one.
struct BuildProgressLine: View {
    let state: BuildActivityAttributes.ContentState

    var body: some View {
        if let progress = state.progress {
            HStack {
                ProgressView(value: min(max(progress, 0), 1))
                Text("\(Int((min(max(progress, 0), 1) * 100).rounded()))%").monospacedDigit()
            }
        } else if let step = state.step {
            Text("step \(step)")
        }
    }
}
