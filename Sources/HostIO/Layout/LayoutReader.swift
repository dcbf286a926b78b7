import CellGrid
import Foundation
import TOMLKit
import WidgetEngine

/// Reads layout text into a ``HomeLayout`` and collects every problem in it, in file order
/// (``LayoutFile`` describes the format and the rules).
struct LayoutReader {
    /// A widget or stack read from a page, with what the page-wide checks need.
    private struct Entry {
        /// The item, or nil when a required field was missing or wrong.
        var item: HomeItem?
        /// Its field path ("page[0].stack[1]").
        var path: String
        /// Where it is in the file (its header's line), then widgets before stacks.
        var order: (line: Int, rank: Int, index: Int)
        /// The ids it claims (its own and its members'), with their fields.
        var ids: [(id: String, field: String)]
    }

    private let catalog: WidgetCatalog?
    let profile: DeviceProfile
    private var problems: TOMLProblems
    /// Widgets of a kind the catalog does not have: not problems for loading (the item is kept
    /// and shows "no longer available"), but problems for `homescreen check`.
    private var unknownKinds: TOMLProblems
    /// The field path of the item or member that first used each id.
    private var idOwners: [String: String] = [:]

    /// The layout in `text` and every problem found in it, in file order. The layout holds the
    /// items that could be read; it is only meaningful when there are no problems.
    static func read(
        _ text: String, file: String, catalog: WidgetCatalog?,
        profile: DeviceProfile
    ) -> (layout: HomeLayout, problems: [ConfigError], unknownKinds: [ConfigError]) {
        let root: TOMLTable
        switch TOMLProblems.parse(text, file: file) {
        case let .success(table): root = table
        case let .failure(problem): return (HomeLayout(), [problem], [])
        }
        var reader = LayoutReader(catalog: catalog, profile: profile, problems: TOMLProblems(file: file, text: text))
        let layout = reader.layout(from: root)
        return (layout, reader.problems.inFileOrder, reader.unknownKinds.inFileOrder)
    }

    private init(catalog: WidgetCatalog?, profile: DeviceProfile, problems: TOMLProblems) {
        self.catalog = catalog
        self.profile = profile
        self.problems = problems
        self.unknownKinds = problems
    }

    // MARK: - Pages

    private mutating func layout(from root: TOMLTable) -> HomeLayout {
        for key in root.keys.sorted() where !["page", "controls", "control", "lock", "standby"].contains(key) {
            fail(key, "unknown key; a layout file holds `controls = [...]`, [[page]] tables, a [lock] table and a [standby] table")
        }
        let controls = root["controls"].map { self.controls($0) } ?? []
        let controlValues = root["control"].map { self.controlValues($0, row: controls) } ?? [:]
        guard let value = root["page"] else {
            problems.failWholeFile("has no pages; a layout needs at least one [[page]] table")
            return HomeLayout()
        }
        guard let pages = tables(value, at: "page", header: "page") else { return HomeLayout() }
        if pages.isEmpty { fail("page", "has no pages; a layout needs at least one [[page]] table") }
        let read = pages.enumerated().map { page($0.element, at: "page[\($0.offset)]") }
        return HomeLayout(
            pages: read, controls: controls, controlValues: controlValues,
            lockScreen: root["lock"].map { lockScreen($0) } ?? LockScreenLayout(),
            standBy: root["standby"].map { standBy($0) } ?? StandByLayout())
    }

    /// The controls row: an array of control kinds, each given once. A kind no control has
    /// (its extension removed) is kept and shown as unavailable, as a widget's is.
    private mutating func controls(_ value: TOMLValueConvertible) -> [String] {
        let example = #"controls = ["homescreen.quiet", "homescreen.timer"]"#
        guard let array = value.array else {
            fail("controls", "\(describe(value)) is not an array of control kinds; e.g. \(example)")
            return []
        }
        var kinds: [String] = []
        for (index, element) in array.enumerated() {
            let field = "controls[\(index)]"
            guard let kind = element.string, !kind.isEmpty else {
                fail(field, "\(describe(element)) is not a control kind; e.g. \(example)")
                continue
            }
            if kinds.contains(kind) {
                fail(field, "\(LayoutWriter.string(kind)) is already in the row; each control is shown once")
            } else {
                kinds.append(kind)
            }
        }
        return kinds
    }

    /// The parameter values of the row's controls: a `[control."kind"]` table for each control
    /// of the row that has values, checked against the control's parameters when it is known.
    private mutating func controlValues(_ value: TOMLValueConvertible, row: [String]) -> [String: ConfigValues] {
        guard let table = value.table else {
            fail("control", "\(describe(value)) is not a table; give a control's values under [control.\"KIND\"]")
            return [:]
        }
        var read: [String: ConfigValues] = [:]
        for kind in table.keys.sorted() {
            guard let entry = table[kind] else { continue }
            // As the file's lines name it (``TOMLLocator``): quoted when the kind holds a dot.
            let path = "control." + (kind.contains(".") ? LayoutWriter.string(kind) : kind)
            let values = configuration(entry, at: path, header: "control.\(LayoutWriter.string(kind))")
            guard row.contains(kind) else {
                fail(
                    path, "\(LayoutWriter.string(kind)) is not in the controls row; values are given for the controls in `controls = [...]`"
                )
                continue
            }
            if let descriptor = catalog?.control(forKind: kind) {
                for (key, message) in Self.configurationProblems(values, kind: kind, parameters: descriptor.parameters) {
                    fail("\(path).\(key)", message)
                }
            }
            if !values.isEmpty { read[kind] = values }
        }
        return read
    }

    private mutating func page(_ table: TOMLTable, at path: String) -> HomePage {
        for key in table.keys.sorted() where key != "widget" && key != "stack" {
            fail("\(path).\(key)", "unknown key; a page holds [[page.widget]] and [[page.stack]] tables")
        }
        var entries: [Entry] = []
        if let value = table["widget"], let widgets = tables(value, at: "\(path).widget", header: "page.widget") {
            for (index, widgetTable) in widgets.enumerated() {
                let field = "\(path).widget[\(index)]"
                let read = widget(widgetTable, at: field, header: "page.widget", placement: .page)
                entries.append(
                    Entry(
                        item: read.widget.map(HomeItem.widget), path: field,
                        order: (0, 0, index), ids: read.ids))
            }
        }
        if let value = table["stack"], let stacks = tables(value, at: "\(path).stack", header: "page.stack") {
            for (index, stackTable) in stacks.enumerated() {
                let field = "\(path).stack[\(index)]"
                let read = stack(stackTable, at: field)
                entries.append(
                    Entry(
                        item: read.stack.map(HomeItem.stack), path: field,
                        order: (0, 1, index), ids: read.ids))
            }
        }
        // Widgets and stacks are read in file order, which only the file's lines tell (TOMLKit
        // keeps no positions); a page of one kind needs no lines (scanning a file for them
        // costs more than parsing it).
        if entries.contains(where: { $0.order.rank == 0 }), entries.contains(where: { $0.order.rank == 1 }) {
            for index in entries.indices { entries[index].order.line = problems.exactLine(of: entries[index].path) ?? Int.max }
        }
        entries.sort { $0.order < $1.order }
        for entry in entries { claim(entry.ids) }
        checkPlaces(entries)
        return HomePage(items: entries.compactMap(\.item))
    }

    /// Records the ids of a widget, stack or member; an id already taken is a problem.
    mutating func claim(_ ids: [(id: String, field: String)]) {
        for (id, field) in ids {
            if let owner = idOwners[id] {
                fail(field, "\(LayoutWriter.string(id)) is already the id of \(owner); every widget and stack needs an id of its own")
            } else {
                idOwners[id] = String(field.dropLast(".id".count))
            }
        }
    }

    /// Every item must lie on the page's grid and cover slots no earlier item covers.
    private mutating func checkPlaces(_ entries: [Entry]) {
        var placed: [(item: HomeItem, slots: CellRect)] = []
        for entry in entries {
            guard let item = entry.item else { continue }
            let slots = item.slots(in: profile)
            // A family wider than the device's page (extra large) widens the page: the screen
            // shows it wherever the terminal is wide enough.
            let size = CellSize(width: HomeLayout.columns(for: item.family, profile: profile), height: profile.grid.height)
            let grid = CellRect(origin: CellPoint(x: 0, y: 0), size: size)
            if !grid.contains(slots) {
                fail(
                    entry.path,
                    "\(describe(item)) covers \(slots.width)x\(slots.height) slots and does not fit on a page of "
                        + "\(grid.width)x\(grid.height) slots (columns 0...\(grid.width - 1), rows 0...\(grid.height - 1))")
            }
            for other in placed where !slots.intersection(other.slots).isEmpty {
                fail(entry.path, "\(describe(item)) overlaps \(describe(other.item)); move one of them to free slots")
            }
            placed.append((item, slots))
        }
    }

    private func describe(_ item: HomeItem) -> String {
        "\(LayoutWriter.string(item.id)) (\(item.family.shortName) at column \(item.column), row \(item.row))"
    }

    // MARK: - Widgets and stacks

    /// Where a widget is read: on a page, in a stack of a family (nil when the stack's is
    /// wrong), or on the lock screen in one of the families given (the first when the table
    /// names none).
    enum Placement {
        case page
        case stack(WidgetFamily?)
        case lockScreen([WidgetFamily])
    }

    /// A widget on a page or a member of a stack.
    mutating func widget(
        _ table: TOMLTable, at path: String, header: String,
        placement: Placement
    ) -> (widget: WidgetItem?, ids: [(id: String, field: String)]) {
        let keys = ["id", "kind", "family", "column", "row", "config"]
        for key in table.keys.sorted() where !keys.contains(key) {
            fail("\(path).\(key)", "unknown key; a widget has id, kind, family, column, row and [\(header).config]")
        }
        let id = text("id", in: table, at: path, example: "id = \"clock-1\"; every widget needs an id of its own")
        let kind = text("kind", in: table, at: path, example: "kind = \"clock\" (homescreen list shows the kinds)")
        let family: WidgetFamily?
        let column: Int?, row: Int?
        switch placement {
        case let .stack(stackFamily):
            // A member: its family is the stack's; its column and row are ignored.
            family = stackFamily
            if table["family"] != nil, let own = self.family(in: table, at: path), let stackFamily, own != stackFamily {
                fail(
                    "\(path).family",
                    "\(LayoutWriter.string(own.shortName)) differs from the stack's family "
                        + "\(LayoutWriter.string(stackFamily.shortName)); every widget in a stack has the stack's family (leave family out)"
                )
            }
            column = 0
            row = 0
        case let .lockScreen(families):
            family = accessoryFamily(in: table, at: path, among: families)
            column = 0
            row = 0
        case .page:
            family = self.family(in: table, at: path)
            column = slot("column", in: table, at: path, counting: "columns count from 0 at the left")
            row = slot("row", in: table, at: path, counting: "rows count from 0 at the top")
        }
        var configuration: ConfigValues = [:]
        if let value = table["config"] {
            configuration = self.configuration(value, at: "\(path).config", header: "\(header).config")
        }
        let descriptor = kind.flatMap { catalog?.descriptor(forKind: $0) }
        if let catalog, let kind, descriptor == nil {
            let kinds = catalog.descriptors.map(\.kind)
            unknownKinds.fail(
                "\(path).kind",
                "no widget of kind \(LayoutWriter.string(kind)) is built in or installed (its tile shows \"Widget no longer available\"); "
                    + (kinds.isEmpty ? "there are no widgets" : "the kinds are " + Self.list(kinds, last: "and")))
        }
        if let descriptor, let family, !descriptor.supports(family) {
            let fits: (WidgetFamily) -> Bool
            let screen: String
            if case let .lockScreen(allowed) = placement {
                (fits, screen) = ({ allowed.contains($0) }, "lock screen")
            } else {
                (fits, screen) = (isHomeFamily, "home screen")
            }
            let families = descriptor.supportedFamilies.filter(fits).map(\.shortName)
            fail(
                "\(path).family",
                "\(descriptor.kind) does not come in \(family.shortName); it comes in "
                    + (families.isEmpty ? "no \(screen) family of this place" : Self.list(families, last: "and")))
        }
        if let descriptor {
            check(configuration, of: descriptor, at: "\(path).config")
        }
        let ids = id.map { [(id: $0, field: "\(path).id")] } ?? []
        guard let id, let kind, let family, let column, let row else { return (nil, ids) }
        return (
            WidgetItem(
                id: WidgetInstanceID(rawValue: id), kind: kind, family: family, column: column, row: row,
                configuration: configuration), ids
        )
    }

    private mutating func stack(_ table: TOMLTable, at path: String) -> (stack: StackItem?, ids: [(id: String, field: String)]) {
        let keys = ["id", "family", "column", "row", "smart_rotate", "member"]
        for key in table.keys.sorted() where !keys.contains(key) {
            fail("\(path).\(key)", "unknown key; a stack has id, family, column, row, smart_rotate and [[page.stack.member]] tables")
        }
        let id = text("id", in: table, at: path, example: "id = \"stack-1\"; every stack needs an id of its own")
        let family = self.family(in: table, at: path)
        let column = slot("column", in: table, at: path, counting: "columns count from 0 at the left")
        let row = slot("row", in: table, at: path, counting: "rows count from 0 at the top")
        let smartRotate = flag("smart_rotate", in: table, at: path, default: true)
        let memberTables = table["member"].flatMap { tables($0, at: "\(path).member", header: "page.stack.member") } ?? []
        let limit = StackItem.memberLimit
        if memberTables.isEmpty {
            fail("\(path).member", "a stack holds 1 to \(limit) widgets; this one has none (add [[page.stack.member]] tables)")
        } else if memberTables.count > limit {
            fail("\(path).member[\(limit)]", "a stack holds 1 to \(limit) widgets; this one has \(memberTables.count)")
        }
        var ids = id.map { [(id: $0, field: "\(path).id")] } ?? []
        var members: [WidgetItem] = []
        for (index, memberTable) in memberTables.enumerated() {
            let read = widget(
                memberTable, at: "\(path).member[\(index)]", header: "page.stack.member",
                placement: .stack(family))
            ids += read.ids
            if let member = read.widget { members.append(member) }
        }
        guard let id, let family, let column, let row else { return (nil, ids) }
        return (StackItem(id: id, family: family, column: column, row: row, members: members, smartRotate: smartRotate), ids)
    }

    // MARK: - Messages

    mutating func fail(_ field: String, _ message: String) {
        problems.fail(field, message)
    }

    /// A value as it reads in the file (strings quoted), or what it is.
    func describe(_ value: TOMLValueConvertible) -> String {
        TOMLProblems.describe(value)
    }

    /// "a, b and c".
    static func list(_ names: [String], last: String) -> String {
        guard names.count > 1, let final = names.last else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " \(last) " + final
    }
}
