import WidgetEngine // iOS: import WidgetKit and SwiftUI

/// `GeometryReader` in a widget without content margins: the reader gets the whole tile.
struct FullBleedSizeView: View {
    let entry: DayEntry

    var body: some View {
        GeometryReader { proxy in
            Text("\(Int(proxy.size.width)) × \(Int(proxy.size.height))")
                .padding()
        }
        .containerBackground(.background, for: .widget)
    }
}

struct FullBleedSizeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "full-bleed-size", provider: DayProvider()) { entry in
            FullBleedSizeView(entry: entry)
        }
        .configurationDisplayName("Size")
        .supportedFamilies([.systemSmall])
        .contentMarginsDisabled()
    }
}
