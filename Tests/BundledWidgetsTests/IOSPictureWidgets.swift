// Picture widgets written as on iOS: only the imports differ (there: `import SwiftUI` and
// `import WidgetKit`). PictureWidgetPortTests renders them.
import WidgetEngine

extension ImageResource {
    // What Xcode generates for an asset catalog's image set.
    static let mountain = ImageResource(name: "Mountain", bundle: .main)
}

extension ColorResource {
    static let brand = ColorResource(name: "brand", bundle: .main)
}

struct ArtworkEntry: TimelineEntry {
    let date: Date
    let artwork: Data
    let title: String
}

/// Where the app saved the artwork (on iOS, a file in the app group's container).
enum ArtworkStore {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Assets/Mountain.imageset/meadow@2x.jpg")
}

struct ArtworkProvider: TimelineProvider {
    func placeholder(in context: Context) -> ArtworkEntry {
        ArtworkEntry(date: Date(), artwork: (try? Data(contentsOf: ArtworkStore.url)) ?? Data(), title: "Album")
    }

    func getSnapshot(in context: Context, completion: @escaping (ArtworkEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ArtworkEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

/// Album art from downloaded data, round, in its own colors on a tinted home screen.
struct ArtworkView: View {
    var entry: ArtworkEntry

    var body: some View {
        HStack {
            Image(uiImage: UIImage(data: entry.artwork)!)
                .resizable()
                .widgetAccentedRenderingMode(.fullColor)
                .aspectRatio(contentMode: .fit)
                .clipShape(Circle())
            VStack(alignment: .leading) {
                Label("Now Playing", image: "logo")
                Text(entry.title).font(.headline)
            }
        }
        .containerBackground(Color("Sky"), for: .widget)
    }
}

struct ArtworkWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "artwork", provider: ArtworkProvider()) { entry in
            ArtworkView(entry: entry)
        }
        .configurationDisplayName("Artwork")
        .supportedFamilies([.systemMedium])
    }
}

/// A landscape from the asset catalog, filling the widget, with a caption in the brand color.
struct LandscapeView: View {
    var body: some View {
        ZStack(alignment: .bottomLeading) {
            Image(.mountain)
                .resizable()
                .scaledToFill()
            Text("Dolomites")
                .foregroundStyle(Color(.brand))
        }
    }
}

/// A small logo at its own size, and one scaled to fit a square.
struct LogoView: View {
    var body: some View {
        VStack {
            Image("logo")
            Image("logo")
                .resizable()
                .aspectRatio(1, contentMode: .fit)
                .frame(width: 42, height: 32)
            Image("Mountain")
                .resizable()
                .scaledToFit()
        }
    }
}

// docs/writing-widgets.md, "Pictures" (verbatim).
struct AlbumArt: View {
    let data: Data // downloaded, or read from the app group's container

    var body: some View {
        VStack {
            Image(uiImage: UIImage(data: data)!) // as on iOS
                .resizable()
                .scaledToFill()
                .clipShape(Circle())
            Label("Now Playing", image: "logo") // Assets/logo.png beside the widget
                .foregroundStyle(Color("brand")) // Assets/brand.color: #FF8800
        }
    }
}
