/// Where a value sits in a JSON archive, for errors: `view.children[2].runs[0].foreground`.
struct ArchivePath {
    enum Component {
        case name(String)
        case index(Int)
    }

    private(set) var components: [Component] = []

    mutating func push(_ component: Component) { components.append(component) }
    mutating func pop() { components.removeLast() }

    /// The path with `last` after it.
    func appending(_ last: Component) -> String {
        var copy = self
        copy.push(last)
        return copy.text
    }

    var text: String {
        var out = ""
        for component in components {
            switch component {
            case let .name(name): out += out.isEmpty ? name : "." + name
            case let .index(index): out += "[\(index)]"
            }
        }
        return out
    }
}
