import BundledWidgets
import HostIO
import Testing
import WidgetEngine

struct LayoutValidationTests {
    /// A valid layout; the cases below break one line of it.
    static let valid = """
        [[page]]

        [[page.widget]]
        id = "clock-1"
        kind = "clock"
        family = "small"
        column = 0
        row = 0

        [[page.stack]]
        id = "stack-1"
        family = "small"
        column = 2
        row = 0

        [[page.stack.member]]
        id = "trophies-1"
        kind = "trophies"

        [[page.stack.member]]
        id = "health-1"
        kind = "health"

        [[page.widget]]
        id = "pulls-1"
        kind = "pullrequests"
        family = "medium"
        column = 0
        row = 2

        [page.widget.config]
        path = "~/pulls.json"
        showDrafts = false

        [[page]]

        [[page.widget]]
        id = "clock-2"
        kind = "clock"
        family = "large"
        column = 0
        row = 0
        """

    /// Nine more members for the stack, making eleven.
    static let nineMoreMembers = (1...9).map { "\n[[page.stack.member]]\nid = \"extra-\($0)\"\nkind = \"trophies\"\n" }.joined()

    @Test func theValidLayoutHasNoProblems() {
        #expect(LayoutFile.problems(in: Self.valid, file: "layout.toml", catalog: BundledWidgets.testCatalog).isEmpty)
    }

    @Test(arguments: [
        // family
        (
            "family = \"medium\"", "family = \"huge\"",
            "layout.toml:27: page[0].widget[1].family: \"huge\" is not a family; use small, medium, large or extraLarge"
        ),
        (
            "family = \"medium\"", "family = 2",
            "layout.toml:27: page[0].widget[1].family: 2 is not a family; use small, medium, large or extraLarge"
        ),
        (
            "family = \"medium\"", "family = \"circular\"",
            "layout.toml:27: page[0].widget[1].family: \"circular\" is a lock screen family and takes no slots; use small, medium, large or extraLarge"
        ),
        (
            "family = \"large\"", "",
            "layout.toml:37: page[1].widget[0].family: missing; use small, medium, large or extraLarge"
        ),
        (
            "family = \"large\"", "family = \"medium\"\nsize = 3",
            "layout.toml:41: page[1].widget[0].size: unknown key; a widget has id, kind, family, column, row and [page.widget.config]"
        ),
        // required strings
        (
            "kind = \"pullrequests\"\n", "",
            "layout.toml:24: page[0].widget[1].kind: missing; e.g. kind = \"clock\" (homescreen list shows the kinds)"
        ),
        (
            "id = \"clock-2\"", "id = \"\"",
            "layout.toml:38: page[1].widget[0].id: is empty; e.g. id = \"clock-1\"; every widget needs an id of its own"
        ),
        (
            "id = \"stack-1\"", "id = 7",
            "layout.toml:11: page[0].stack[0].id: 7 is not a string; e.g. id = \"stack-1\"; every stack needs an id of its own"
        ),
        // slots
        (
            "column = 2", "column = -1",
            "layout.toml:13: page[0].stack[0].column: -1 is negative; columns count from 0 at the left"
        ),
        (
            "row = 2", "row = \"2\"",
            "layout.toml:29: page[0].widget[1].row: \"2\" is not a whole number; rows count from 0 at the top"
        ),
        (
            "row = 2", "row = 2.5",
            "layout.toml:29: page[0].widget[1].row: 2.5 is not a whole number; rows count from 0 at the top"
        ),
        (
            "row = 2", "row = 5",
            "layout.toml:24: page[0].widget[1]: \"pulls-1\" (medium at column 0, row 5) covers 4x2 slots and does not fit on a page of 4x6 slots (columns 0...3, rows 0...5)"
        ),
        (
            // An extra large widens its page to 8 columns (issue 39); it still has 6 rows.
            "family = \"large\"\ncolumn = 0\nrow = 0", "family = \"extraLarge\"\ncolumn = 0\nrow = 3",
            "layout.toml:37: page[1].widget[0]: \"clock-2\" (extraLarge at column 0, row 3) covers 8x4 slots and does not fit on a page of 8x6 slots (columns 0...7, rows 0...5)"
        ),
        (
            "kind = \"clock\"\nfamily = \"large\"", "kind = \"trophies\"\nfamily = \"large\"",
            "layout.toml:40: page[1].widget[0].family: trophies does not come in large; it comes in small and medium"
        ),
        // ids
        (
            "id = \"health-1\"", "id = \"clock-1\"",
            "layout.toml:21: page[0].stack[0].member[1].id: \"clock-1\" is already the id of page[0].widget[0]; every widget and stack needs an id of its own"
        ),
        (
            "id = \"clock-2\"", "id = \"stack-1\"",
            "layout.toml:38: page[1].widget[0].id: \"stack-1\" is already the id of page[0].stack[0]; every widget and stack needs an id of its own"
        ),
        // overlap
        (
            "row = 2", "row = 1",
            "layout.toml:24: page[0].widget[1]: \"pulls-1\" (medium at column 0, row 1) overlaps \"clock-1\" (small at column 0, row 0); move one of them to free slots"
        ),
        // stacks
        (
            "kind = \"health\"\n", "kind = \"health\"\n" + nineMoreMembers,
            "layout.toml:56: page[0].stack[0].member[10]: a stack holds 1 to 10 widgets; this one has 11"
        ),
        (
            "kind = \"health\"", "kind = \"health\"\nfamily = \"medium\"",
            "layout.toml:23: page[0].stack[0].member[1].family: \"medium\" differs from the stack's family \"small\"; every widget in a stack has the stack's family (leave family out)"
        ),
        (
            "row = 0\n\n[[page.stack.member]]\nid = \"trophies-1\"",
            "smart_rotate = \"yes\"\nrow = 0\n\n[[page.stack.member]]\nid = \"trophies-1\"",
            "layout.toml:14: page[0].stack[0].smart_rotate: \"yes\" is not true or false"
        ),
        // parameters, checked against the catalog
        (
            "showDrafts = false", "showDrafts = \"no\"",
            "layout.toml:33: page[0].widget[1].config.showDrafts: \"no\" is a string, not a boolean"
        ),
        (
            "showDrafts = false", "drafts = true",
            "layout.toml:33: page[0].widget[1].config.drafts: no such parameter; the parameters of pullrequests are path, showDrafts, source, repositories and server"
        ),
        (
            "kind = \"health\"", "kind = \"health\"\nconfig = { hurtAt = 3 }",
            "layout.toml:23: page[0].stack[0].member[1].config.hurtAt: 3 is an integer, not a string"
        ),
        (
            "path = \"~/pulls.json\"", "path = [\"~/pulls.json\"]",
            "layout.toml:32: page[0].widget[1].config.path: an array is not a parameter value; use a string, integer, boolean or number"
        ),
        // TOML
        (
            "[[page.stack]]", "[[page.stack]",
            "layout.toml:10: is not valid TOML: Error while parsing table header: expected ']', saw '\\n'"
        ),
        (
            "[[page]]\n\n[[page.widget]]\nid = \"clock-2\"", "[[page]]\n\n[[page.widget]]\nid = \"clock-2\"\nid = \"again\"",
            "layout.toml:39: is not valid TOML: Error while parsing key-value pair: cannot redefine existing string 'id'"
        ),
        (
            "[[page]]\n\n[[page.widget]]\nid = \"clock-1\"", "version = 2\n[[page]]\n\n[[page.widget]]\nid = \"clock-1\"",
            "layout.toml:1: version: unknown key; a layout file holds `controls = [...]`, [[page]] tables, a [lock] table and a [standby] table"
        ),
    ])
    func everyProblemNamesTheFileLineAndField(_ original: String, _ replacement: String, _ expected: String) throws {
        #expect(Self.valid.contains(original), "the case does not match the valid layout")
        let text = Self.valid.replacingOccurrences(of: original, with: replacement)
        let error = try #require(throws: ConfigError.self) {
            try LayoutFile.parse(text, file: "layout.toml", catalog: BundledWidgets.testCatalog)
        }
        #expect(error.description == expected)
    }

    @Test func problemsListsEveryProblemInFileOrder() {
        let text = Self.valid
            .replacingOccurrences(of: "row = 2", with: "row = 1")
            .replacingOccurrences(of: "family = \"large\"", with: "family = \"huge\"")
            .replacingOccurrences(of: "id = \"trophies-1\"\nkind = \"trophies\"", with: "kind = \"trophies\"")
        let problems = LayoutFile.problems(in: text, file: "layout.toml", catalog: BundledWidgets.testCatalog)
        #expect(
            problems.map(\.description) == [
                "layout.toml:16: page[0].stack[0].member[0].id: missing; e.g. id = \"clock-1\"; every widget needs an id of its own",
                "layout.toml:23: page[0].widget[1]: \"pulls-1\" (medium at column 0, row 1) overlaps \"clock-1\" (small at column 0, row 0); move one of them to free slots",
                "layout.toml:23: page[0].widget[1]: \"pulls-1\" (medium at column 0, row 1) overlaps \"stack-1\" (small at column 2, row 0); move one of them to free slots",
                "layout.toml:39: page[1].widget[0].family: \"huge\" is not a family; use small, medium, large or extraLarge",
            ])
    }

    @Test func aStackNeedsMembers() {
        let text = Self.valid.replacingOccurrences(
            of: """
                [[page.stack.member]]
                id = "trophies-1"
                kind = "trophies"

                [[page.stack.member]]
                id = "health-1"
                kind = "health"

                """, with: "")
        #expect(
            LayoutFile.problems(in: text, file: "layout.toml", catalog: nil).map(\.description) == [
                "layout.toml:10: page[0].stack[0].member: a stack holds 1 to 10 widgets; this one has none (add [[page.stack.member]] tables)"
            ])
    }

    @Test func pagesMustBeAnArrayOfTables() {
        #expect(
            LayoutFile.problems(in: "[page]\n", file: "layout.toml", catalog: nil).map(\.description) == [
                "layout.toml:1: page: a table is not an array of tables; start each one with [[page]]"
            ])
    }

    /// An empty file (or one without pages) is an error, not a blank screen.
    @Test func aLayoutWithoutPagesIsAnError() {
        for text in ["", "# nothing yet\n", "page = []\n"] {
            #expect(
                LayoutFile.problems(in: text, file: "layout.toml", catalog: nil).map(\.description).first?
                    .hasPrefix("layout.toml") == true, "\(text)")
            #expect(
                LayoutFile.problems(in: text, file: "layout.toml", catalog: nil).map(\.description).first?
                    .contains("has no pages; a layout needs at least one [[page]] table") == true, "\(text)")
        }
        #expect(LayoutFile.problems(in: "[[page]]\n", file: "layout.toml", catalog: nil).isEmpty) // one blank page is a layout
    }
}

/// The controls row in the layout file: written before the pages, read back, refused when it
/// is not a list of kinds or names one twice.
struct LayoutControlsTests {
    @Test func theRowIsWrittenAndReadBack() throws {
        let layout = HomeLayout(pages: [HomePage()], controls: ["homescreen.quiet", "homescreen.timer"])
        let text = LayoutFile.encode(layout)
        #expect(text.contains(#"controls = ["homescreen.quiet", "homescreen.timer"]"#))
        #expect(try LayoutFile.parse(text + "\n", file: "home.toml", catalog: nil).controls == layout.controls)
    }

    @Test func aBadRowIsNamed() {
        #expect(throws: ConfigError.self) { try LayoutFile.parse("controls = \"quiet\"\n[[page]]\n", file: "home.toml", catalog: nil) }
        let twice = LayoutFile.problems(in: "controls = [\"a\", \"a\"]\n[[page]]\n", file: "home.toml", catalog: nil)
        #expect(twice.map(\.description).contains { $0.contains("controls[1]") && $0.contains("already in the row") })
    }

    /// A configurable control's values: `[control."kind"]` after the row, read back.
    @Test func aControlsValuesAreWrittenAndReadBack() throws {
        let layout = HomeLayout(
            pages: [HomePage()], controls: ["test.kettle", "homescreen.quiet"],
            controlValues: ["test.kettle": ["name": .string("green tea"), "cups": .integer(2)]])
        let text = LayoutFile.encode(layout)
        #expect(text.contains("[control.\"test.kettle\"]\ncups = 2\nname = \"green tea\"\n"))
        let read = try LayoutFile.parse(text, file: "home.toml", catalog: Self.catalog)
        #expect(read == layout)
    }

    /// A value that is not one of the control's parameters' is named by file, line and field,
    /// as a widget's are; values for a control not in the row are refused.
    @Test func aBadControlValueIsNamed() {
        let text = "controls = [\"test.kettle\"]\n\n[control.\"test.kettle\"]\nname = 3\n\n[control.\"gone\"]\nx = 1\n\n[[page]]\n"
        let problems = LayoutFile.problems(in: text, file: "home.toml", catalog: Self.catalog).map(\.description)
        #expect(problems.contains(#"home.toml:4: control."test.kettle".name: 3 is an integer, not a string"#))
        #expect(problems.contains { $0.hasPrefix(#"home.toml:6: control.gone: "gone" is not in the controls row"#) })
    }

    private static let catalog = WidgetCatalog([], controls: [KettleControl().controlDescriptor])
}

private struct KettleSettings: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Kettle"
    @Parameter(title: "Name", default: "tea") var name: String
    @Parameter(title: "Cups", default: 1) var cups: Int
}

private struct KettleControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "test.kettle", intent: KettleSettings.self) { settings in
            ControlWidgetButton(action: KettleSettings()) { Label(settings.name, systemImage: "cup.and.saucer") }
        }
    }
}
