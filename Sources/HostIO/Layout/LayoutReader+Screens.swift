import TOMLKit
import WidgetEngine

/// Reading the lock screen's `[lock]` table and StandBy's `[standby]` table.
extension LayoutReader {
    /// `[lock]`: `[lock.inline]` (an `accessoryInline` widget above the time) and up to four
    /// `[[lock.widget]]` tables (circular or rectangular, below it).
    mutating func lockScreen(_ value: TOMLValueConvertible) -> LockScreenLayout {
        guard let table = value.table else {
            fail("lock", "\(describe(value)) is not a table; start it with [lock]")
            return LockScreenLayout()
        }
        for key in table.keys.sorted() where key != "inline" && key != "widget" {
            fail("lock.\(key)", "unknown key; the lock screen holds [lock.inline] and [[lock.widget]] tables")
        }
        var lock = LockScreenLayout()
        if let inline = table["inline"] {
            if let inlineTable = inline.table {
                let read = widget(inlineTable, at: "lock.inline", header: "lock.inline", placement: .lockScreen([.accessoryInline]))
                claim(read.ids)
                lock.inline = read.widget
            } else {
                fail("lock.inline", "\(describe(inline)) is not a table; start it with [lock.inline]")
            }
        }
        let widgetTables = table["widget"].flatMap { tables($0, at: "lock.widget", header: "lock.widget") } ?? []
        if widgetTables.count > LockScreenLayout.widgetLimit {
            fail(
                "lock.widget[\(LockScreenLayout.widgetLimit)]",
                "the lock screen holds up to \(LockScreenLayout.widgetLimit) widgets below the time; this file has \(widgetTables.count)")
        }
        for (index, widgetTable) in widgetTables.enumerated() {
            let read = widget(
                widgetTable, at: "lock.widget[\(index)]", header: "lock.widget", placement: .lockScreen(LockScreenLayout.rowFamilies))
            claim(read.ids)
            if let item = read.widget { lock.widgets.append(item) }
        }
        return lock
    }

    /// `[standby]`: up to two `[[standby.stack]]` tables (left, then right), each with
    /// `smart_rotate` and 1 to 10 `[[standby.stack.member]]` small widgets.
    mutating func standBy(_ value: TOMLValueConvertible) -> StandByLayout {
        guard let table = value.table else {
            fail("standby", "\(describe(value)) is not a table; start it with [standby]")
            return StandByLayout()
        }
        for key in table.keys.sorted() where key != "stack" {
            fail("standby.\(key)", "unknown key; StandBy holds two [[standby.stack]] tables")
        }
        let stackTables = table["stack"].flatMap { tables($0, at: "standby.stack", header: "standby.stack") } ?? []
        if stackTables.count > StandByLayout.stackCount {
            fail(
                "standby.stack[\(StandByLayout.stackCount)]",
                "StandBy shows \(StandByLayout.stackCount) stacks side by side; this file has \(stackTables.count)")
        }
        var standBy = StandByLayout()
        for (index, stackTable) in stackTables.prefix(StandByLayout.stackCount).enumerated() {
            let path = "standby.stack[\(index)]"
            for key in stackTable.keys.sorted() where !["id", "smart_rotate", "member"].contains(key) {
                fail("\(path).\(key)", "unknown key; a StandBy stack has id, smart_rotate and [[standby.stack.member]] tables")
            }
            let id =
                stackTable["id"] == nil
                ? StandByLayout.stackID(index) : text("id", in: stackTable, at: path, example: "id = \"standby-left\"")
            let smartRotate = flag("smart_rotate", in: stackTable, at: path, default: true)
            var ids = id.map { [(id: $0, field: "\(path).id")] } ?? []
            let memberTables = stackTable["member"].flatMap { tables($0, at: "\(path).member", header: "standby.stack.member") } ?? []
            if memberTables.isEmpty || memberTables.count > StackItem.memberLimit {
                fail(
                    "\(path).member", "a stack holds 1 to \(StackItem.memberLimit) widgets; this one has \(memberTables.count)")
            }
            var members: [WidgetItem] = []
            for (memberIndex, memberTable) in memberTables.prefix(StackItem.memberLimit).enumerated() {
                let read = widget(
                    memberTable, at: "\(path).member[\(memberIndex)]", header: "standby.stack.member", placement: .stack(.systemSmall))
                ids += read.ids
                if let member = read.widget { members.append(member) }
            }
            claim(ids)
            if let id { standBy.stacks.append(StandByLayout.stack(index, id: id, members: members, smartRotate: smartRotate)) }
        }
        return standBy
    }

    /// A lock screen widget's family: one of `families`, the first when the table names none.
    mutating func accessoryFamily(in table: TOMLTable, at path: String, among families: [WidgetFamily]) -> WidgetFamily? {
        guard let value = table["family"] else { return families.first }
        let choices = Self.list(families.map(\.shortName), last: "or")
        guard let name = value.string, let family = WidgetFamily(name: name), families.contains(family) else {
            fail("\(path).family", "\(describe(value)) is not a family of this place; use \(choices)")
            return nil
        }
        return family
    }
}
