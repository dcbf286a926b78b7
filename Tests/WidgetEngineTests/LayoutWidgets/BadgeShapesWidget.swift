import WidgetEngine // iOS: import WidgetKit and SwiftUI

/// `RoundedRectangle(cornerSize:style:)`, `ContainerRelativeShape`, `Color.gradient` and
/// `.background(Color)`: a card inset in the widget's own shape, a badge with a color behind
/// it, written both ways that were ambiguous.
struct BadgeShapesView: View {
    let entry: DayEntry

    var body: some View {
        ZStack {
            ContainerRelativeShape()
                .fill(Color.blue.gradient)
            VStack(spacing: 0) {
                Text("Inbox")
                    .padding(.horizontal, 7)
                    .background(Color.red)
                Text("3 new")
                    .background(.orange)
                    .overlay(Color.clear)
            }
            .padding(8)
            .background(RoundedRectangle(cornerSize: CGSize(width: 8, height: 8), style: .continuous).stroke(.white))
        }
        .containerBackground(.background, for: .widget)
    }
}

struct BadgeShapesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "badge-shapes", provider: DayProvider()) { entry in
            BadgeShapesView(entry: entry)
        }
        .configurationDisplayName("Badge")
        .supportedFamilies([.systemSmall])
    }
}
