import WidgetEngine

/// The home screen: its pages, left to right, as the layout file describes them
/// (``LayoutFile`` reads and writes it).
public struct HomeLayout: Equatable, Sendable {
    /// The pages, first page first.
    public var pages: [HomePage]
    /// The controls row, left to right: control kinds (`controls = ["homescreen.quiet"]`).
    public var controls: [String]

    /// A layout of `pages` and a controls row of `controls`.
    public init(pages: [HomePage] = [], controls: [String] = []) {
        self.pages = pages
        self.controls = controls
    }

    /// Every placed widget, page by page in item order, stack members in stack order: the
    /// instances the engine keeps timelines, budgets and relevance for.
    public var instances: [WidgetInstance] {
        pages.flatMap { $0.items.flatMap(\.instances) }
    }

    /// How many instances ``instances`` holds (without making them).
    public var instanceCount: Int {
        pages.reduce(0) { count, page in
            page.items.reduce(count) { count, item in
                switch item {
                case .widget: return count + 1
                case let .stack(stack): return count + stack.members.count
                }
            }
        }
    }
}
