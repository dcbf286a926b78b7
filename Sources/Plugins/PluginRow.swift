import Foundation
import WidgetEngine

/// One line of a plugin's dropdown as a widget draws it: its depth in submenus and its item.
struct PluginRow: Identifiable {
    let id: Int
    let depth: Int
    let item: PluginItem

    /// The dropdown's rows, submenus flattened under their items (indented), in order. (The
    /// title lines are not repeated: the title shows them in turn.)
    static func rows(of document: PluginDocument) -> [PluginRow] {
        var rows: [PluginRow] = []
        func add(_ items: [PluginItem], depth: Int) {
            for item in items {
                rows.append(PluginRow(id: rows.count, depth: depth, item: item))
                add(item.children, depth: depth + 1)
            }
        }
        add(document.items, depth: 0)
        // Separators at the ends, or twice in a row, draw nothing useful.
        var kept: [PluginRow] = []
        for row in rows where !(row.item.isSeparator && (kept.isEmpty || kept.last?.item.isSeparator == true)) {
            kept.append(PluginRow(id: kept.count, depth: row.depth, item: row.item))
        }
        while kept.last?.item.isSeparator == true { kept.removeLast() }
        return kept
    }

    /// Where pressing the row leads: its `href=`, or the command of its `bash=` (with
    /// `param1=`…, `terminal=`, `refresh=`), or a reload for `refresh=true` alone.
    var destination: URL? {
        let parameters = item.parameters
        if let command = parameters.command {
            return CommandAction(
                arguments: command, inTerminal: parameters.flag("terminal") != false, refreshes: parameters.flag("refresh") == true
            ).url
        }
        if let href = parameters["href"], let url = URL(string: href.trimmingCharacters(in: .whitespaces)), url.scheme != nil {
            return url
        }
        if parameters.flag("refresh") == true { return CommandAction(arguments: [], refreshes: true).url }
        return nil
    }
}
