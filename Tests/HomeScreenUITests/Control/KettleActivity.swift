import HostIO
import WidgetEngine // on iOS: import ActivityKit

func boil() async throws {
    let sink = ActivityControlSink.install(catalog: WidgetCatalog(KettleLiveActivity().descriptors))
    let kettle = try Activity.request(
        attributes: KettleAttributes(name: "kettle"), content: ActivityContent(state: .init(degrees: 40), staleDate: nil))
    await kettle.update(ActivityContent(state: .init(degrees: 85), staleDate: nil))
    await kettle.end(ActivityContent(state: .init(degrees: 100), staleDate: nil), dismissalPolicy: .default)
    await sink.flush() // before the program exits
}

// The example of docs/live-activities.md (compiled, not run: installing the sink would take every
// suite's activities); ActivitySinkTests hands the sink the changes instead.

// An activity written as for iOS; only the import differs (on iOS: ActivityKit, SwiftUI, WidgetKit).
struct KettleAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var degrees: Int
    }

    var name: String
}

struct KettleLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: KettleAttributes.self) { context in
            Text("\(context.attributes.name) at \(context.state.degrees)°")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Text("\(context.state.degrees)° of 100°") }
            } compactLeading: {
                Text("☕ \(context.attributes.name)")
            } compactTrailing: {
                Text("\(context.state.degrees)°")
            } minimal: {
                Text("\(context.state.degrees)")
            }
        }
    }
}
