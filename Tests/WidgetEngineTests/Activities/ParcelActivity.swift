import WidgetEngine // on iOS: import ActivityKit, SwiftUI, WidgetKit

struct ParcelAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var stopsAway: Int }
    var shop: String
}

struct ParcelLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParcelAttributes.self) { context in
            Text("\(context.attributes.shop): \(context.state.stopsAway) stops away")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Text("\(context.state.stopsAway) stops away") }
            } compactLeading: {
                Image(systemName: "box.truck")
            } compactTrailing: {
                Text("\(context.state.stopsAway)")
            } minimal: {
                Text("\(context.state.stopsAway)")
            }
        }
    }
}
