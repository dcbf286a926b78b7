import Foundation

/// A plugin's output, read as xbar documents it: the lines before the first `---` are the
/// title lines (cycled, one at a time, in the menu bar; here one per timeline entry), the
/// lines after it the dropdown, `--` nesting submenus, `---` separating groups.
///
/// Nothing in the output can fail the reading: an unknown parameter is ignored, a submenu
/// line with no parent joins the level above, and output that is not UTF-8 is read with its
/// bad bytes replaced (``init(bytes:)``).
public struct PluginDocument: Equatable, Sendable {
    /// The title lines, in order; `alternate=true` lines dropped.
    public var titles: [PluginItem]
    /// The dropdown, in order.
    public var items: [PluginItem]

    public init(titles: [PluginItem], items: [PluginItem]) {
        self.titles = titles
        self.items = items
    }

    /// Reads `output`.
    public init(_ output: String) {
        var titles: [PluginItem] = []
        var root = PluginItem(text: "")
        var inTitle = true
        for rawLine in output.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            if inTitle {
                if line == "---" {
                    inTitle = false
                    continue
                }
                guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
                let (_, item) = PluginItem.read(line)
                if item.parameters.flag("alternate") != true { titles.append(item) }
                continue
            }
            if line.isEmpty { continue }
            let (depth, item) = PluginItem.read(line)
            guard item.parameters.flag("alternate") != true else { continue }
            Self.append(item, depth: depth, to: &root)
        }
        self.titles = titles
        self.items = root.children
    }

    /// Reads output bytes: UTF-8, each invalid sequence shown as U+FFFD.
    public init(bytes: some Sequence<UInt8>) {
        self.init(String(decoding: Array(bytes), as: UTF8.self))
    }

    /// Puts `item` `depth` levels down: under the last item of each level above (at the
    /// deepest level that exists, when the plugin skipped one).
    private static func append(_ item: PluginItem, depth: Int, to parent: inout PluginItem) {
        if depth > 0, let last = parent.children.indices.last, !parent.children[last].isSeparator {
            append(item, depth: depth - 1, to: &parent.children[last])
        } else {
            parent.children.append(item)
        }
    }

    /// True when the plugin printed nothing to show.
    public var isEmpty: Bool { titles.isEmpty && items.isEmpty }
}
