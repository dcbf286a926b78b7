import BundledWidgets
import Foundation
import HostIO
import Testing
import TestSupport
import WidgetEngine

struct LayoutFileTests {
    @Test func theDefaultLayoutRoundTrips() throws {
        let layout = LayoutFile.defaultLayout()
        let text = LayoutFile.encode(layout)
        #expect(try LayoutFile.parse(text, file: "layout.toml", catalog: BundledWidgets.testCatalog) == layout)
        #expect(LayoutFile.encode(try LayoutFile.parse(text, file: "layout.toml", catalog: nil)) == text)
    }

    @Test func theDefaultLayoutAsText() {
        Snapshot.assert(LayoutFile.encode(LayoutFile.defaultLayout()), named: "default-layout")
    }

    @Test func theDefaultLayoutFitsTheIPhoneAndUsesBundledWidgets() {
        let layout = LayoutFile.defaultLayout()
        #expect(layout.pages.count == 4)
        #expect(
            layout.pages.map { $0.items.map(\.id) } == [
                ["clock-1", "stack-1", "calendar-1", "system-1"],
                ["clock-2", "countdown-1"],
                ["notes-1", "photos-1", "countdown-2", "reminders-2"],
                ["sunmoon-2", "battery-2", "clock-3", "calendar-2"],
            ])
        // Widgets that read the machine's data, not the rule demonstrations or the showcase.
        #expect(Set(layout.instances.map(\.kind)).isDisjoint(with: ["showcase", "trophies", "health", "gamescore", "pullrequests"]))
        let kinds = Set(BundledWidgets.testCatalog.kinds)
        #expect(layout.instances.allSatisfy { kinds.contains($0.kind) })
        #expect(Set(layout.instances.map(\.id)).count == layout.instances.count)
        let grid = CellRect(origin: CellPoint(x: 0, y: 0), size: DeviceProfile.iPhone.grid)
        for page in layout.pages {
            #expect(page.items.allSatisfy { grid.contains($0.slots()) })
        }
    }

    @Test func itemsKeepTheirOrderInTheFile() throws {
        let layout = try LayoutFile.parse(LayoutValidationTests.valid, file: "layout.toml", catalog: BundledWidgets.testCatalog)
        #expect(layout.pages.map { $0.items.map(\.id) } == [["clock-1", "stack-1", "pulls-1"], ["clock-2"]])
        guard case let .stack(stack) = layout.pages[0].items[1] else {
            Issue.record("the second item is not a stack")
            return
        }
        #expect(stack.members.map(\.kind) == ["trophies", "health"])
        #expect(stack.members.allSatisfy { $0.family == .systemSmall && $0.column == 2 && $0.row == 0 })
        #expect(stack.smartRotate)
        guard case let .widget(pulls) = layout.pages[0].items[2] else {
            Issue.record("the third item is not a widget")
            return
        }
        #expect(pulls.configuration == ["path": .string("~/pulls.json"), "showDrafts": .boolean(false)])
        #expect(
            pulls.instance
                == WidgetInstance(
                    id: WidgetInstanceID(rawValue: "pulls-1"), kind: "pullrequests",
                    family: .systemMedium, configuration: pulls.configuration))
    }

    @Test func everyKindOfValueAndAwkwardTextRoundTrips() throws {
        let wide = DeviceProfile(
            name: "wide", slot: CellSize(width: 10, height: 4), gap: CellSize(width: 2, height: 2),
            grid: CellSize(width: 8, height: 6))
        let configuration: ConfigValues = [
            "text": .string("quote \" backslash \\ tab \t newline \n bell \u{07} wide 漢字 emoji 🦊"),
            "empty": .string(""),
            "count": .integer(-42),
            "flag": .boolean(true),
            "ratio": .number(0.1),
            "whole": .number(3),
            "tiny": .number(1e-5),
            "huge": .number(-2.5e300),
            "a key with spaces": .integer(1),
            "dotted.key": .boolean(false),
        ]
        let layout = HomeLayout(pages: [
            HomePage(items: [
                .widget(
                    WidgetItem(
                        id: WidgetInstanceID(rawValue: "wide \"one\""), kind: "showcase", family: .systemExtraLarge,
                        configuration: configuration)),
                .stack(
                    StackItem(
                        id: "s", family: .systemMedium, column: 0, row: 4,
                        members: [
                            WidgetItem(
                                id: WidgetInstanceID(rawValue: "m1"), kind: "gamescore", family: .systemMedium,
                                configuration: ["x": .integer(1)]),
                            WidgetItem(id: WidgetInstanceID(rawValue: "m2"), kind: "retired-kind", family: .systemMedium),
                        ], smartRotate: false)),
            ]),
            HomePage(items: []),
            HomePage(items: [
                .widget(
                    WidgetItem(
                        id: WidgetInstanceID(rawValue: "last"), kind: "clock", family: .systemSmall,
                        column: 6, row: 4))
            ]),
        ])
        let text = LayoutFile.encode(layout)
        #expect(try LayoutFile.parse(text, file: "layout.toml", catalog: nil, profile: wide) == layout)
        #expect(LayoutFile.encode(layout) == text)
    }

    @Test func unknownKindsAreKept() throws {
        let text = LayoutValidationTests.valid.replacingOccurrences(of: "kind = \"health\"", with: "kind = \"retired\"")
            .replacingOccurrences(of: "kind = \"pullrequests\"", with: "kind = \"gone\"")
        let layout = try LayoutFile.parse(text, file: "layout.toml", catalog: BundledWidgets.testCatalog)
        #expect(layout.instances.map(\.kind) == ["clock", "trophies", "retired", "gone", "clock"])
        let written = LayoutFile.encode(layout)
        #expect(written.contains("kind = \"retired\"") && written.contains("kind = \"gone\""))
        // Unknown kinds' parameters are kept as they are, unchecked.
        #expect(layout.pages[0].items[2].instances.first?.configuration["path"] == .string("~/pulls.json"))
    }

    @Test func withoutACatalogParametersAreNotChecked() throws {
        let text = LayoutValidationTests.valid.replacingOccurrences(of: "showDrafts = false", with: "showDrafts = \"no\"\nsparkle = 3")
        let layout = try LayoutFile.parse(text, file: "layout.toml", catalog: nil)
        #expect(layout.pages[0].items[2].instances.first?.configuration["sparkle"] == .integer(3))
    }

    @Test func stackMembersSitAtTheStacksPlaceInItsFamily() {
        var stack = StackItem(
            id: "s", family: .systemSmall, column: 2, row: 0,
            members: [
                WidgetItem(id: WidgetInstanceID(rawValue: "a"), kind: "trophies", family: .systemMedium, column: 3, row: 5)
            ])
        #expect(stack.members[0].family == .systemSmall && stack.members[0].column == 2 && stack.members[0].row == 0)
        stack.row = 2
        stack.members.append(WidgetItem(id: WidgetInstanceID(rawValue: "b"), kind: "health", family: .systemLarge))
        #expect(stack.members.allSatisfy { $0.family == .systemSmall && $0.column == 2 && $0.row == 2 })
        stack.family = .systemMedium
        stack.column = 0
        #expect(stack.members.allSatisfy { $0.family == .systemMedium && $0.column == 0 && $0.row == 2 })
        #expect(HomeItem.stack(stack).slots() == CellRect(x: 0, y: 2, width: 4, height: 2))
    }

    @Test func linesAreFoundAroundMultilineStringsDottedKeysAndInlineTables() {
        let text = """
            [[page]]

            [[page.widget]]
            id = "notes-1"
            kind = "notes"
            family = "small"
            column = 0
            row = 0
            config.body = \"\"\"
            [[page.widget]]
            row = -1
            \"\"\"

            [[page.widget]]
            id = "notes-2"
            kind = "notes"
            family = "small"
            column = 2
            row = -3
            config = { size = [1, 2] }
            """
        let problems = LayoutFile.problems(in: text, file: "layout.toml", catalog: nil)
        #expect(
            problems.map(\.description) == [
                "layout.toml:19: page[0].widget[1].row: -3 is negative; rows count from 0 at the top",
                "layout.toml:20: page[0].widget[1].config.size: an array is not a parameter value; use a string, integer, boolean or number",
            ])
    }
}
