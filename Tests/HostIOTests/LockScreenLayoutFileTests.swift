import BundledWidgets
import Foundation
@testable import HostIO
import Testing
import TestSupport
import WidgetEngine

/// The layout file's `[lock]` and `[standby]` tables: read, written back the same, and every
/// problem named by file, line and field.
struct LockScreenLayoutFileTests {
    static let text = """
        [[page]]

        [[page.widget]]
        id = "clock-1"
        kind = "clock"
        family = "small"
        column = 0
        row = 0

        [lock]

        [lock.inline]
        id = "countdown-inline"
        kind = "countdown"

        [[lock.widget]]
        id = "battery-circular"
        kind = "battery"
        family = "circular"

        [[lock.widget]]
        id = "countdown-rect"
        kind = "countdown"
        family = "rectangular"

        [lock.widget.config]
        title = "Launch"

        [standby]

        [[standby.stack]]

        [[standby.stack.member]]
        id = "clock-standby"
        kind = "clock"

        [[standby.stack]]
        id = "right"
        smart_rotate = false

        [[standby.stack.member]]
        id = "countdown-standby"
        kind = "countdown"

        """

    @Test func theLockScreenAndStandByTablesReadAndWriteBack() throws {
        let layout = try LayoutFile.parse(Self.text, file: "home.toml", catalog: BundledWidgets.testCatalog)
        #expect(layout.lockScreen.inline?.family == .accessoryInline)
        #expect(layout.lockScreen.widgets.map(\.family) == [.accessoryCircular, .accessoryRectangular])
        #expect(layout.lockScreen.widgets[1].configuration == ["title": .string("Launch")])
        #expect(layout.standBy.stacks.map(\.id) == ["standby-left", "right"])
        #expect(layout.standBy.stacks.map(\.smartRotate) == [true, false])
        #expect(layout.standBy.stacks.allSatisfy { $0.family == .systemSmall })
        #expect(layout.instanceCount == layout.instances.count)
        #expect(layout.instances.count == 6)
        let written = LayoutFile.encode(layout)
        #expect(try LayoutFile.parse(written, file: "home.toml", catalog: BundledWidgets.testCatalog) == layout)
        #expect(LayoutFile.encode(try LayoutFile.parse(written, file: "home.toml", catalog: nil)) == written)
    }

    @Test(arguments: [
        (
            "family = \"circular\"", "family = \"small\"",
            "home.toml:19: lock.widget[0].family: \"small\" is not a family of this place; use circular or rectangular"
        ),
        (
            "id = \"countdown-rect\"", "id = \"battery-circular\"",
            "home.toml:22: lock.widget[1].id: \"battery-circular\" is already the id of lock.widget[0]; every widget and stack needs an id of its own"
        ),
        (
            "id = \"countdown-inline\"\nkind = \"countdown\"", "id = \"countdown-inline\"\nkind = \"photos\"",
            "home.toml:12: lock.inline.family: photos does not come in inline; it comes in no lock screen family of this place"
        ),
        (
            "smart_rotate = false", "smart_rotate = 3",
            "home.toml:39: standby.stack[1].smart_rotate: 3 is not true or false"
        ),
    ])
    func everyProblemNamesTheFileLineAndField(_ original: String, _ replacement: String, _ expected: String) {
        let text = Self.text.replacingOccurrences(of: original, with: replacement)
        let problems = LayoutFile.problems(in: text, file: "home.toml", catalog: BundledWidgets.testCatalog)
        #expect(problems.map(\.description) == [expected])
    }

    @Test func theLockScreenHoldsFourWidgetsAtMost() {
        let five = (0..<5).map { "\n[[lock.widget]]\nid = \"b\($0)\"\nkind = \"battery\"\n" }.joined()
        let text = "[[page]]\n\n[lock]\n" + five
        let problems = LayoutFile.problems(in: text, file: "home.toml", catalog: BundledWidgets.testCatalog)
        #expect(problems.map(\.description).contains { $0.contains("lock.widget[4]: the lock screen holds up to 4 widgets") })
    }

    @Test func theDefaultLayoutHasALockScreenAndStandBy() {
        let layout = LayoutFile.defaultLayout()
        #expect(layout.lockScreen.inline?.kind == "countdown")
        #expect(!layout.lockScreen.widgets.isEmpty)
        #expect(layout.standBy.stacks.count == 2)
        for widget in layout.lockScreen.allWidgets + layout.standBy.allWidgets {
            #expect(BundledWidgets.testCatalog.descriptor(forKind: widget.kind)?.supports(widget.family) == true, "\(widget.kind)")
        }
    }
}
