import WidgetEngine

/// The hour's picture, as large as the widget allows (filling it, cropped at the edges), with
/// its name below; opening it opens the file.
struct PhotosView: View {
    let entry: PhotosEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let problem = entry.problem {
                Label(problem.title, systemImage: "photo").font(.headline).foregroundStyle(.orange).lineLimit(1)
                Text(problem.description).font(.caption)
                Spacer(minLength: 0)
            } else {
                picture
                HStack(spacing: 7) {
                    Text(entry.name).font(.caption).lineLimit(1).truncationMode(.middle)
                    Spacer(minLength: 0)
                    if entry.count > 1 && family != .systemSmall {
                        Text("\(entry.index) of \(entry.count)").font(.caption).foregroundStyle(.secondary).lineLimit(1)
                    }
                }
            }
        }
        .widgetURL(entry.picture == nil ? nil : URL(fileURLWithPath: entry.path))
    }

    @ViewBuilder private var picture: some View {
        if let picture = entry.picture {
            Image(uiImage: picture).resizable().scaledToFill()
                // minWidth and minHeight 0: the frame takes the room offered, not the filled picture's.
                .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity).clipShape(Rectangle())
        } else {
            // The placeholder: a plain area where the picture will be.
            Rectangle().fill(Color.secondary.opacity(0.3)).frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}
