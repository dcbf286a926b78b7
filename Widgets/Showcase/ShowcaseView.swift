import WidgetEngine

/// Every primitive and modifier of the view language, as much as each family has room for.
struct ShowcaseView: View {
    let entry: ShowcaseEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.redactionReasons) private var redactionReasons

    var body: some View {
        Group {
            switch family {
            case .systemSmall: small
            case .systemMedium: medium
            case .systemLarge: large
            default: extraLarge
            }
        }
        .widgetURL(URL(string: "homescreen://showcase"))
        .containerBackground(.background, for: .widget)
    }

    private var header: some View {
        HStack(spacing: 7) {
            Image(systemName: "star.fill").foregroundColor(.yellow)
            Text("Showcase").font(.headline)
            Spacer(minLength: 0)
            Text("日本語").foregroundStyle(.secondary)
        }
    }

    private var styles: some View {
        HStack {
            Text("bold").bold()
            Text("italic").italic()
            Text("dim").font(.caption)
            Text("red").foregroundColor(.red)
        }
    }

    private var progress: some View {
        HStack {
            ProgressView(value: entry.progress)
            Text("\(entry.progress * 100, specifier: "%.0f")%").font(.caption)
        }
    }

    private var small: some View {
        VStack(alignment: .leading, spacing: 0) {
            header
            Divider()
            Text("Wraps at word boundaries, then truncates.").lineLimit(2)
            Spacer(minLength: 0)
            progress
            Text(timerInterval: entry.timer, countsDown: true).bold()
        }
    }

    private var shapes: some View {
        HStack(spacing: 7) {
            RoundedRectangle(cornerRadius: 6).stroke(.blue).frame(width: 42, height: 48)
                .overlay { Text("R").foregroundColor(.blue) }
            Circle().stroke(.orange).frame(width: 42, height: 48)
            ContainerRelativeShape().fill(.teal).stroke(.teal).frame(width: 42, height: 48)
        }
    }

    private var medium: some View {
        VStack(alignment: .leading, spacing: 0) {
            header
            Divider()
            HStack(alignment: .top) {
                VStack(alignment: .leading, spacing: 0) {
                    styles
                    Text("Wraps at word boundaries, then truncates with an ellipsis.").lineLimit(2)
                    Gauge(value: entry.progress) {
                        Text("Gauge")
                    } currentValueLabel: {
                        Text("\(Int(entry.progress * 100))")
                    }
                }
                shapes.fixedSize()
            }
            Spacer(minLength: 0)
            HStack {
                progress
                Text(timerInterval: entry.timer, countsDown: true).bold()
            }
        }
    }

    private var compactShapes: some View {
        HStack(spacing: 7) {
            Capsule().fill(.green).frame(width: 28, height: 16)
            Rectangle().fill(.purple).frame(width: 14, height: 16)
        }
    }

    private var large: some View {
        VStack(alignment: .leading, spacing: 0) {
            header
            Divider()
            styles
            Text("A long sentence that wraps at word boundaries and is cut with an ellipsis when the line limit is reached.")
                .lineLimit(2)
            Text("日本語の文章は文字と文字の間で改行できます。").lineLimit(2)
            Text("한국어 문장은 단어 사이에서 줄을 바꿉니다.").lineLimit(1)
            Text("Emoji 👍🏽 ☀️ 👨‍👩‍👧 🇯🇵 stay aligned").lineLimit(1)
            progress
            HStack {
                Text("Timer")
                Text(timerInterval: entry.timer, countsDown: true).bold()
                ProgressView(timerInterval: entry.timer, countsDown: true)
            }
            HStack {
                Text(entry.date, style: .time)
                Text("Secret 4242").privacySensitive()
                Spacer()
                Text("Always shown").unredacted().foregroundStyle(.tint)
            }
            HStack {
                shapes
                compactShapes
            }
            HStack {
                Link(destination: URL(string: "homescreen://showcase/link") ?? URL(fileURLWithPath: "/")) {
                    Label("Open link", systemImage: "link")
                }
                Spacer()
                ZStack(alignment: .topTrailing) {
                    Color.indigo.opacity(0.4).frame(width: 70, height: 16)
                    Text("ZStack").font(.caption)
                }
                .padding(.horizontal, 7)
            }
            if redactionReasons.contains(.placeholder) {
                Text("(placeholder)").font(.caption2)
            }
        }
    }

    private var extraLarge: some View {
        HStack(alignment: .top, spacing: 14) {
            large
            Divider()
            VStack(alignment: .leading) {
                Text("Layout priority").font(.title3)
                HStack {
                    Text("This text has priority and keeps its words").layoutPriority(1)
                    Text("this one gives way first")
                }
                .lineLimit(1)
                Text("fixedSize keeps its ideal width").fixedSize()
                Text("hidden").hidden()
                Text("Centred lines\nof multiline text").multilineTextAlignment(.center).frame(maxWidth: .infinity)
                Text("…cut at the head of a long line").truncationMode(.head).lineLimit(1)
                Spacer()
            }
        }
    }
}
