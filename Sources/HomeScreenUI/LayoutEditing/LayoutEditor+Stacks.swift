import CellGrid
import HostIO
import WidgetEngine

extension LayoutEditor {
    /// Moves item `id` (a widget, or a stack's widgets) onto `targetID` of the same family:
    /// the target becomes a stack (or grows), the moved widgets on top. A stack holds at most
    /// ``StackItem/memberLimit`` widgets; an edit past that is refused.
    func stack(_ id: String, onto targetID: String, in layout: HomeLayout) throws(Refusal) -> Edit {
        guard id != targetID, let (sourcePage, _) = layout.locate(id), let source = layout.item(id),
            let (targetPage, targetIndex) = layout.locate(targetID)
        else {
            throw Refusal("choose a neighbour to stack \(id) onto")
        }
        let target = layout.pages[targetPage].items[targetIndex]
        guard source.family == target.family else {
            throw Refusal(
                "\(id) is \(source.family.shortName) and \(targetID) is \(target.family.shortName); "
                    + "a stack holds widgets of one family")
        }
        let limit = StackItem.memberLimit
        let incoming = source.widgets, existing = target.widgets
        guard incoming.count + existing.count <= limit else {
            if existing.count >= limit {
                throw Refusal("\(targetID) already holds \(existing.count) widgets; a stack holds at most \(limit)")
            }
            throw Refusal("together they would hold \(incoming.count + existing.count) widgets; a stack holds at most \(limit)")
        }
        let merged: StackItem
        if var stack = target.stack {
            stack.members = incoming + existing
            merged = stack
        } else {
            merged = StackItem(
                id: newStackID(in: layout), family: target.family, column: target.column, row: target.row,
                members: incoming + existing, smartRotate: source.stack?.smartRotate ?? true)
        }
        var pages = layout.pages
        pages[targetPage].items[targetIndex] = .stack(merged)
        pages[sourcePage].items.removeAll { $0.id == id }
        return Edit(layout: HomeLayout(pages: Self.droppingEmptyPages(pages)), focus: merged.id, note: nil)
    }

    /// Moves `member` of stack `stackID` `delta` places towards the end (negative: the start)
    /// of the stack's order.
    func moveMember(_ member: WidgetInstanceID, of stackID: String, by delta: Int, in layout: HomeLayout) throws(Refusal) -> Edit {
        guard let (page, index) = layout.locate(stackID), var stack = layout.pages[page].items[index].stack,
            let position = stack.members.firstIndex(where: { $0.id == member })
        else {
            throw Refusal("select a stack to reorder its widgets")
        }
        let destination = position + delta
        guard stack.members.indices.contains(destination) else {
            throw Refusal("\(member) is already \(delta < 0 ? "first" : "last") in \(stackID)")
        }
        stack.members.swapAt(position, destination)
        var pages = layout.pages
        pages[page].items[index] = .stack(stack)
        return Edit(layout: HomeLayout(pages: pages), focus: stackID, note: nil)
    }

    /// Takes `member` out of stack `stackID` onto the first free place of the stack's page (or
    /// of a following page). A stack left with one widget becomes that widget.
    func takeOut(_ member: WidgetInstanceID, of stackID: String, in layout: HomeLayout) throws(Refusal) -> Edit {
        guard let (page, index) = layout.locate(stackID), var stack = layout.pages[page].items[index].stack,
            let position = stack.members.firstIndex(where: { $0.id == member })
        else {
            throw Refusal("select a stack to take a widget out of it")
        }
        let widget = stack.members.remove(at: position)
        var pages = layout.pages
        switch stack.members.count {
        case 0:
            pages[page].items[index] = .widget(widget)
            return Edit(layout: HomeLayout(pages: pages), focus: member.rawValue, note: nil)
        case 1:
            pages[page].items[index] = .widget(stack.members[0])
        default:
            pages[page].items[index] = .stack(stack)
        }
        let landed = settle(.widget(widget), in: &pages, from: page)
        return Edit(
            layout: HomeLayout(pages: pages), focus: member.rawValue,
            note: landed == page ? nil : "\(member) went to page \(landed + 1) (no room on page \(page + 1))")
    }

    /// Turns Smart Rotate of stack `stackID` on or off.
    func setSmartRotate(_ on: Bool, of stackID: String, in layout: HomeLayout) throws(Refusal) -> Edit {
        guard let (page, index) = layout.locate(stackID), var stack = layout.pages[page].items[index].stack else {
            throw Refusal("Smart Rotate is a setting of stacks; select a stack")
        }
        stack.smartRotate = on
        var pages = layout.pages
        pages[page].items[index] = .stack(stack)
        return Edit(layout: HomeLayout(pages: pages), focus: stackID, note: nil)
    }

    /// An id for a new stack: `stack-N` with the smallest N not in use.
    func newStackID(in layout: HomeLayout) -> String {
        let used = layout.allIDs
        var number = 1
        while used.contains("stack-\(number)") { number += 1 }
        return "stack-\(number)"
    }
}
