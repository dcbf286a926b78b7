import WidgetEngine

/// A picture from a folder (PNG or JPEG; WebP where libwebp is installed), a new one each
/// hour, brought forward in a smart stack for the first quarter hour of each new picture.
public struct PhotosWidget: Widget, ReadsUserFiles {
    public static let kind = "photos"

    public let folders: UserFolders

    public init(folders: UserFolders) {
        self.folders = folders
    }

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: Self.kind, intent: PhotosIntent.self, provider: PhotosProvider(folders: folders)) {
            PhotosView(entry: $0)
        }
        .configurationDisplayName("Photos")
        .description("A picture from your Pictures folder, a new one each hour.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge])
    }
}

/// Which folder the pictures come from.
struct PhotosIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Photos"
    @Parameter(title: "Folder of pictures (PNG, JPEG)", default: "~/Pictures") var folder: String
}
