import Archive
import WidgetEngine
import WidgetUI

// The layout in the archive's binary form, for ``LayoutSnapshots``: pages, items and
// widgets with the same fields the layout file gives them.

extension HomeLayout: Archivable {
    public static var blank: HomeLayout { HomeLayout() }

    @_specialize(where Coder == ArchiveReader)
    @_specialize(where Coder == ArchiveWriter)
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("pages", &pages)
        try coder.field("controls", &controls, default: [])
        try coder.field("lockScreen", &lockScreen, default: LockScreenLayout())
        try coder.field("standBy", &standBy, default: StandByLayout())
        try coder.field("controlValues", &controlValues, default: [:])
    }
}

extension LockScreenLayout: Archivable {
    public static var blank: LockScreenLayout { LockScreenLayout() }

    @_specialize(where Coder == ArchiveReader)
    @_specialize(where Coder == ArchiveWriter)
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("inline", &inline)
        try coder.field("widgets", &widgets)
    }
}

extension StandByLayout: Archivable {
    public static var blank: StandByLayout { StandByLayout() }

    @_specialize(where Coder == ArchiveReader)
    @_specialize(where Coder == ArchiveWriter)
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("stacks", &stacks)
    }
}

extension HomePage: Archivable {
    public static var blank: HomePage { HomePage() }

    @_specialize(where Coder == ArchiveReader)
    @_specialize(where Coder == ArchiveWriter)
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("items", &items)
    }
}

extension HomeItem: Archivable {
    public static var blank: HomeItem { .widget(.blank) }

    private static let cases = ArchiveCases<HomeItem>(["widget", "stack"])

    @_specialize(where Coder == ArchiveReader)
    @_specialize(where Coder == ArchiveWriter)
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        var (widget, stack) = (WidgetItem.blank, StackItem.blank)
        let tag: Int
        switch self {
        case let .widget(value): (tag, widget) = (0, value)
        case let .stack(value): (tag, stack) = (1, value)
        }
        if try coder.variant(tag, of: Self.cases) == 0 {
            try coder.field("widget", &widget)
            self = .widget(widget)
        } else {
            try coder.field("stack", &stack)
            self = .stack(stack)
        }
    }
}

extension WidgetItem: Archivable {
    public static var blank: WidgetItem { WidgetItem(id: WidgetInstanceID(rawValue: ""), kind: "", family: .systemSmall) }

    @_specialize(where Coder == ArchiveReader)
    @_specialize(where Coder == ArchiveWriter)
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        var instance = self.instance
        try coder.field("instance", &instance)
        try coder.field("column", &column)
        try coder.field("row", &row)
        (id, kind, family, configuration) = (instance.id, instance.kind, instance.family, instance.configuration)
    }
}

extension StackItem: Archivable {
    public static var blank: StackItem { StackItem(id: "", family: .systemSmall, column: 0, row: 0, members: []) }

    /// Members are written whole (id, kind, configuration); reading puts them at the stack's
    /// place in its family, as ``StackItem`` always does.
    @_specialize(where Coder == ArchiveReader)
    @_specialize(where Coder == ArchiveWriter)
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        var (id, family, column, row, members, smartRotate) = (id, family, column, row, members, smartRotate)
        try coder.field("id", &id)
        try coder.field("family", &family)
        try coder.field("column", &column)
        try coder.field("row", &row)
        try coder.field("members", &members)
        try coder.field("smartRotate", &smartRotate, default: true)
        self = StackItem(id: id, family: family, column: column, row: row, members: members, smartRotate: smartRotate)
    }
}
