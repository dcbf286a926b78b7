import WidgetEngine

/// The home screen: its pages, left to right, as the layout file describes them
/// (``LayoutFile`` reads and writes it), the lock screen's widgets and StandBy's stacks.
public struct HomeLayout: Equatable, Sendable {
    /// The pages, first page first.
    public var pages: [HomePage]
    /// The controls row, left to right: control kinds (`controls = ["homescreen.quiet"]`).
    public var controls: [String]
    /// The parameter values of the row's configurable controls, by kind (`[control."kind"]`);
    /// a control not here takes its parameters' defaults.
    public var controlValues: [String: ConfigValues]
    /// The lock screen's widgets (`[lock]`).
    public var lockScreen: LockScreenLayout
    /// StandBy's two stacks (`[standby]`).
    public var standBy: StandByLayout

    /// A layout of `pages`, a controls row of `controls` (with their `controlValues`), a lock
    /// screen and StandBy.
    public init(
        pages: [HomePage] = [], controls: [String] = [], controlValues: [String: ConfigValues] = [:],
        lockScreen: LockScreenLayout = LockScreenLayout(), standBy: StandByLayout = StandByLayout()
    ) {
        self.pages = pages
        self.controls = controls
        self.controlValues = controlValues
        self.lockScreen = lockScreen
        self.standBy = standBy
    }

    /// Every widget of the layout: the pages' (page by page in item order, stack members in
    /// stack order), then the lock screen's, then StandBy's.
    public var allWidgets: [WidgetItem] {
        pages.flatMap { page in
            page.items.flatMap { item -> [WidgetItem] in
                switch item {
                case let .widget(widget): return [widget]
                case let .stack(stack): return stack.members
                }
            }
        } + lockScreen.allWidgets + standBy.allWidgets
    }

    /// Every smart stack of the layout: the pages', then StandBy's.
    public var allStacks: [StackItem] {
        pages.flatMap { page in
            page.items.compactMap { item -> StackItem? in
                if case let .stack(stack) = item { return stack }
                return nil
            }
        } + standBy.stacks
    }

    /// Every placed widget (``allWidgets``): the instances the engine keeps timelines,
    /// budgets and relevance for.
    public var instances: [WidgetInstance] {
        allWidgets.map(\.instance)
    }

    /// How many instances ``instances`` holds (without making them).
    public var instanceCount: Int {
        lockScreen.allWidgets.count + standBy.stacks.reduce(0) { $0 + $1.members.count }
            + pages.reduce(0) { count, page in
                page.items.reduce(count) { count, item in
                    switch item {
                    case .widget: return count + 1
                    case let .stack(stack): return count + stack.members.count
                    }
                }
            }
    }
}
