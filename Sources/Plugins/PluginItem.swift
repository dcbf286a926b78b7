import Foundation

/// One line of a plugin's output: its text, its parameters, how deep in submenus it is, and
/// the items of its own submenu.
public struct PluginItem: Equatable, Sendable {
    /// The text before `|`, as the plugin printed it (escapes and all: ``PluginText`` makes it
    /// safe to draw).
    public var text: String
    public var parameters: PluginParameters
    /// True for a separator (`---`, or `-----` in a submenu).
    public var isSeparator: Bool
    /// Its submenu, in order.
    public var children: [PluginItem] = []

    public init(text: String, parameters: PluginParameters = PluginParameters(), isSeparator: Bool = false) {
        self.text = text
        self.parameters = parameters
        self.isSeparator = isSeparator
    }

    /// A separator.
    public static let separator = PluginItem(text: "", isSeparator: true)

    /// Reads one line: its submenu depth (two dashes a level: `--`, `----`) and the item.
    /// `---` alone is a separator at the top; `-----` a separator one level down.
    static func read(_ line: Substring) -> (depth: Int, item: PluginItem) {
        var rest = line
        var depth = 0
        while rest != "---", rest.hasPrefix("--") {
            rest = rest.dropFirst(2)
            depth += 1
        }
        if rest == "---" { return (depth, .separator) }
        guard let bar = rest.firstIndex(of: "|") else { return (depth, PluginItem(text: String(rest))) }
        return (depth, PluginItem(text: String(rest[..<bar]), parameters: PluginParameters(rest[rest.index(after: bar)...])))
    }
}
