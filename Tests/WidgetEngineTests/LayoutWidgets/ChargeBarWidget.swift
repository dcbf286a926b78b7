import WidgetEngine // iOS: import WidgetKit and SwiftUI

/// `GeometryReader`: a charge bar as wide as a share of the space the reader is given, and
/// that space in points.
struct ChargeBarView: View {
    let entry: DayEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Battery \(Int(entry.charge * 100))%")
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(.gray.opacity(0.3))
                    Capsule().fill(.green)
                        .frame(width: proxy.size.width * entry.charge)
                }
            }
            .frame(height: 16)
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width)) × \(Int(proxy.size.height)) pt")
                    .font(.caption)
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

struct ChargeBarWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "charge-bar", provider: DayProvider()) { entry in
            ChargeBarView(entry: entry)
        }
        .configurationDisplayName("Charge")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
