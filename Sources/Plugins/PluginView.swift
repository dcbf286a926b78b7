import Foundation
import WidgetEngine

/// A plugin's output as a widget: in a small widget, the title line of the entry (the title
/// lines cycle, an entry each) with the first dropdown lines below; in medium, large and extra
/// large, the title and the dropdown as a list (submenus indented under their item, separators
/// as lines, `href=` items links and `bash=` or `refresh=` items buttons); in the accessory
/// families, the title (rectangular: with the first lines below).
struct PluginView: View {
    let content: PluginContent
    @Environment(\.widgetFamily) private var family
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        switch family {
        case .accessoryInline:
            titleLine
        case .accessoryCircular:
            VStack(spacing: 0) {
                PluginImage.view(for: title)
                PluginText(title, scheme: scheme).text.lineLimit(2).multilineTextAlignment(.center)
            }
        case .accessoryRectangular:
            list(titleFont: .headline)
        case .systemSmall:
            VStack(alignment: .leading, spacing: 0) {
                Text(content.name).font(.caption).foregroundStyle(.secondary).lineLimit(1)
                list(titleFont: .headline)
            }
        default:
            list(titleFont: .headline)
        }
    }

    /// The title line shown in this entry.
    private var title: PluginItem {
        content.document.titles.indices.contains(content.titleIndex)
            ? content.document.titles[content.titleIndex] : PluginItem(text: content.document.isEmpty ? content.name : "")
    }

    private var titleLine: some View {
        HStack(spacing: 7) {
            PluginImage.view(for: title)
            PluginText(title, scheme: scheme).text.lineLimit(1)
        }
    }

    private func list(titleFont: Font) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            titleLine.font(titleFont)
            if content.document.isEmpty {
                Text("No output").font(.caption).foregroundStyle(.secondary)
            }
            ForEach(PluginRow.rows(of: content.document)) { row in
                self.row(row)
            }
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    @ViewBuilder
    private func row(_ row: PluginRow) -> some View {
        if row.item.isSeparator {
            Divider()
        } else if let destination = row.destination {
            Link(destination: destination) { line(row) }
        } else {
            line(row)
        }
    }

    private func line(_ row: PluginRow) -> some View {
        HStack(spacing: 7) {
            if row.depth > 0 {
                Text(String(repeating: "  ", count: row.depth - 1) + "›").foregroundStyle(.secondary)
            }
            PluginImage.view(for: row.item)
            PluginText(row.item, scheme: scheme).text.lineLimit(1)
        }
    }
}

/// What one entry of a plugin's widget shows: its output and which title line.
struct PluginContent: TimelineEntry {
    let date: Date
    /// The plugin's name, from its metadata or its file.
    let name: String
    let document: PluginDocument
    /// The title line this entry shows.
    let titleIndex: Int
    var relevance: TimelineEntryRelevance? { nil }
}
