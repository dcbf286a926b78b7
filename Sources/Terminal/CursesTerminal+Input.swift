import CellGrid
import CNcursesw
import Foundation

extension CursesTerminal {
    // MARK: Input

    public func readEvents() -> [InputEvent] {
        var events = pending
        pending.removeAll()
        guard state == .running, let window = hs_stdscr() else { return events }
        takeLateReplies()
        var value: wint_t = 0
        while true {
            let status = wget_wch(window, &value)
            if status == ERR { break }
            if status == KEY_CODE_YES {
                let code = Int32(truncatingIfNeeded: value)
                if code == KEY_RESIZE {
                    events.append(.resize)
                    continue
                }
                if code == KEY_MOUSE {
                    if let mouse = readMouse() { events.append(.mouse(mouse)) }
                    continue
                }
            }
            if let key = CursesKeyDecoder.key(status: status, value: value) {
                events.append(.key(key))
            }
        }
        return events
    }

    /// The mouse event curses has just reported with `KEY_MOUSE`.
    func readMouse() -> MouseEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK, let kind = CursesKeyDecoder.mouseKind(buttonState: event.bstate) else { return nil }
        return MouseEvent(position: CellPoint(x: Int(event.x), y: Int(event.y)), kind: kind)
    }

    /// Asks curses for mouse events, or stops it reporting them.
    func applyMouseMask() {
        guard state == .running else { return }
        _ = mousemask(mouseEnabled ? CursesKeyDecoder.mouseMask : 0, nil)
    }
}
