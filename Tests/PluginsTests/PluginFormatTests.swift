import Foundation
@testable import Plugins
import Testing
import TestSupport
import WidgetEngine

/// The documented format, rule by rule: file names, output lines, parameters, metadata.
struct PluginFormatTests {
    @Test(arguments: [
        ("date.1m.sh", "date", 60.0, "sh"),
        ("cpu.10s.py", "cpu", 10, "py"),
        ("backup.2h.rb", "backup", 7_200, "rb"),
        ("report.1d.js", "report", 86_400, "js"),
        ("fast.0s.sh", "fast", 1, "sh"),
        ("argos.r.5s+.sh", "argos", 5, "sh"),
        ("argos.10l.1m.sh", "argos", 60, "sh"),
        ("my.plugin.5m.sh", "my.plugin", 300, "sh"),
    ])
    func aNameWithAnIntervalGivesTheReloadPolicy(_ file: String, _ name: String, _ seconds: Double, _ ext: String) throws {
        let parsed = try #require(PluginFileName(file))
        #expect(parsed.name == name)
        #expect(parsed.interval == seconds)
        #expect(parsed.fileExtension == ext)
        #expect(parsed.kind == "plugin.\(name)")
    }

    @Test func aNameWithoutAnIntervalRunsWhenShownAndAsked() throws {
        let parsed = try #require(PluginFileName("weather.py"))
        #expect(parsed.name == "weather" && parsed.interval == nil)
        #expect(PluginFileName("date.sh.vars.json") == nil)
        #expect(PluginFileName(".hidden.1m.sh") == nil)
        #expect(PluginFileName("README")?.name == "README")
        #expect(PluginFileName("x.5q.sh")?.name == "x.5q", "not an interval: part of the name")
    }

    @Test func linesBeforeTheFirstSeparatorAreTitlesAndTheRestTheDropdown() {
        let document = PluginDocument("One\nTwo | color=red\n\n---\nThree\n--Sub\n----Deeper\n--Sub two\n-----\n--After\n---\nFour\n")
        #expect(document.titles.map(\.text) == ["One", "Two "])
        #expect(document.items.map(\.text) == ["Three", "", "Four"])
        #expect(document.items[1].isSeparator)
        let three = document.items[0]
        #expect(three.children.map(\.text) == ["Sub", "Sub two", "", "After"])
        #expect(three.children[0].children.map(\.text) == ["Deeper"])
        #expect(three.children[2].isSeparator, "----- is a separator in the submenu")
    }

    @Test func alternatesAreDroppedAndTitlesWithoutADropdownStayTitles() {
        let document = PluginDocument("Title\nAlt title | alternate=true\n---\nItem\nAlt item | alternate=true")
        #expect(document.titles.map(\.text) == ["Title"])
        #expect(document.items.map(\.text) == ["Item"])
    }

    @Test func aSubmenuLineWithoutAParentJoinsTheLevelAbove() {
        let document = PluginDocument("T\n---\n----Orphan\nTop\n------Deep")
        #expect(document.items.map(\.text) == ["Orphan", "Top"])
        #expect(document.items[1].children.map(\.text) == ["Deep"])
    }

    @Test func parametersAreWordsQuotedAsAShellQuotesThem() {
        let parameters = PluginParameters(
            #" bash="/Users/me/My Plugins/x.sh" param1=--verbose param3=c param2='two words' Terminal=false refresh=TRUE x\ y=z"#)
        #expect(parameters.command == ["/Users/me/My Plugins/x.sh", "--verbose", "two words", "c"])
        #expect(parameters.flag("terminal") == false)
        #expect(parameters.flag("refresh") == true)
        #expect(parameters["x y"] == "z")
        #expect(PluginParameters("shell=/bin/ls").command == ["/bin/ls"], "shell= is bash='s older name")
    }

    @Test func invalidUTF8IsReadWithReplacementCharacters() {
        let document = PluginDocument(bytes: Array("bad ".utf8) + [0xFF, 0xFE] + Array(" end\n---\nok".utf8))
        #expect(document.titles.first?.text == "bad \u{FFFD}\u{FFFD} end")
        #expect(document.items.map(\.text) == ["ok"])
    }

    @Test func metadataTagsInAnyCommentSyntax() {
        let metadata = PluginMetadata(
            """
            #!/usr/bin/env node
            // <xbar.title>Node plugin</xbar.title>
            /* <xbar.author>Ana</xbar.author> <xbar.author.github>ana</xbar.author.github> */
            -- <xbar.desc>Lua-style comment.</xbar.desc>
            # <xbar.var>number(VAR_COUNT=5): How many.</xbar.var>
            # <xbar.var>select(VAR_UNIT="C"): Unit. [C, F]</xbar.var>
            # <xbar.var>boolean(VAR_DARK=maybe): Dark.</xbar.var>
            # <swiftbar.environment>['VAR_A':'one', 'VAR_B':'two']</swiftbar.environment>
            # <homescreen.signal>5</homescreen.signal> <homescreen.keepRunning>true</homescreen.keepRunning>
            # <homescreen.stream>lines</homescreen.stream>
            """)
        #expect(metadata.title == "Node plugin")
        #expect(metadata.author == "Ana" && metadata.authorGitHub == "ana")
        #expect(metadata.description == "Lua-style comment.")
        #expect(metadata.variables.map(\.name) == ["VAR_COUNT", "VAR_UNIT"])
        #expect(metadata.variables[1].options == ["C", "F"])
        #expect(metadata.variables[1].description == "Unit.")
        #expect(metadata.problems == ["line 7: <xbar.var>: VAR_DARK: \"maybe\" is not true or false"])
        #expect(metadata.environment.map(\.name) == ["VAR_A", "VAR_B"])
        #expect(metadata.environment.map(\.value) == ["one", "two"])
        #expect(metadata.signal == 5 && metadata.keepsRunning && metadata.stream == .lines)
        #expect(PluginMetadata("<swiftbar.type>streamable</swiftbar.type>").stream == .blocks)
    }

    @Test func variablesAreKeptInVarsJSONBesideThePlugin() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hs-vars-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("x.1m.sh.vars.json")
        try PluginVars.write(["VAR_CITY": .string("Lima"), "VAR_COUNT": .number(3), "VAR_DARK": .boolean(true)], to: file)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(#""VAR_COUNT" : 3"#), "a whole number stays whole: \(text)")
        #expect(try PluginVars.read(file).get() == ["VAR_CITY": .string("Lima"), "VAR_COUNT": .number(3), "VAR_DARK": .boolean(true)])
        try "[1, 2]".write(to: file, atomically: true, encoding: .utf8)
        #expect(throws: PluginProblem.self) { try PluginVars.read(file).get() }
    }

    @Test func thePluginSeesItsVariablesTheConfigurationFirst() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hs-env-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("w.1m.sh")
        try
            "# <xbar.var>string(VAR_A=\"a\"): A.</xbar.var>\n# <xbar.var>string(VAR_B=\"b\"): B.</xbar.var>\n# <xbar.var>number(VAR_C=1): C.</xbar.var>\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let plugin = try #require(Plugin.read(file)).get()
        try PluginVars.write(["VAR_B": .string("from vars.json"), "VAR_C": .number(7)], to: plugin.varsFile)
        let environment = PluginEnvironment.of(
            plugin, configuration: ["VAR_C": .number(9)], scheme: .light, host: ["PATH": "/bin", "SECRET": "x"])
        #expect(environment["VAR_A"] == "a")
        #expect(environment["VAR_B"] == "from vars.json")
        #expect(environment["VAR_C"] == "9")
        #expect(environment["XBARDarkMode"] == "false" && environment["OS_APPEARANCE"] == "Light")
        #expect(environment["SWIFTBAR_PLUGIN_PATH"] == file.path)
        #expect(environment["SECRET"] == nil, "only the minimal environment of the host")
    }
}
