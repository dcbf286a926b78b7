import WidgetEngine // on iOS: import ActivityKit, SwiftUI, WidgetKit

// A live activity written as for iOS; only the imports above differ.

struct DeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var courier: String
        var stopsAway: Int
        var arrival: ClosedRange<Date>
    }

    var shop: String
    var items: Int
}

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            VStack(alignment: .leading) {
                Text("\(context.attributes.shop): \(context.attributes.items) items")
                HStack {
                    Text("\(context.state.courier), \(context.state.stopsAway) stops")
                    Spacer()
                    Text(timerInterval: context.state.arrival, countsDown: true).monospacedDigit()
                }
            }
            .activityBackgroundTint(Color.cyan)
            .activitySystemActionForegroundColor(Color.black)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label("\(context.attributes.items)", systemImage: "bag")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.state.arrival, countsDown: true).monospacedDigit()
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.shop).lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    if context.isStale {
                        Text("No news from \(context.state.courier)")
                    } else {
                        Text("\(context.state.courier) is \(context.state.stopsAway) stops away")
                    }
                }
            } compactLeading: {
                Image(systemName: "box.truck")
            } compactTrailing: {
                Text("\(context.state.stopsAway)")
            } minimal: {
                Text("\(context.state.stopsAway)")
            }
            .keylineTint(.orange)
            .widgetURL(URL(string: "shop://orders/1"))
            .contentMargins(.all, 4, for: .expanded)
        }
        .supplementalActivityFamilies([.small, .medium])
    }
}

struct DeliveryBundle: WidgetBundle {
    var body: some Widget {
        DeliveryLiveActivity()
    }
}

/// What an iOS app does to run it.
func startDelivery(at now: Date) async throws -> Activity<DeliveryAttributes> {
    let attributes = DeliveryAttributes(shop: "Corner Deli", items: 3)
    let state = DeliveryAttributes.ContentState(courier: "Ana", stopsAway: 4, arrival: now...now.addingTimeInterval(900))
    let activity = try Activity.request(
        attributes: attributes, content: ActivityContent(state: state, staleDate: now.addingTimeInterval(600)), pushType: nil)
    var later = state
    later.stopsAway = 1
    await activity.update(ActivityContent(state: later, staleDate: nil, relevanceScore: 50))
    await activity.update(
        ActivityContent(state: later, staleDate: nil),
        alertConfiguration: AlertConfiguration(title: "Nearly there", body: "One stop away", sound: .default))
    await activity.end(ActivityContent(state: later, staleDate: nil), dismissalPolicy: .after(now.addingTimeInterval(300)))
    return activity
}
