import BundledWidgets
import CellGrid
@testable import HomeScreenUI
import HostIO
import Terminal
import Testing
import WidgetEngine

/// The configuration sheet's text fields take readline's keys and show their cursor (issue
/// 39); a paste goes in at the cursor; Esc still cancels.
@MainActor
struct ConfigurationTextFieldTests {
    func sheet() throws -> ConfigurationSheet {
        try ConfigurationSheetValidationTests().countdownSheet()
    }

    @Test func readlineKeysEditTheTitleAndEscStillCancels() throws {
        var sheet = try sheet()
        let title = try #require(sheet.fields.firstIndex { $0.parameter.name == "title" })
        sheet.selected = title
        #expect(sheet.fields[title].text == "New Year")
        for key: Key in [
            .alt("b"), .control("k"), .character("D"), .character("a"), .character("y"), .home, .character("A"), .character(" "),
        ] {
            #expect(sheet.handle(key) == .none)
        }
        #expect(sheet.fields[title].text == "A New Day")
        sheet.paste("Big\n")
        #expect(sheet.fields[title].text == "A BigNew Day")
        #expect(sheet.handle(.control("w")) == .none)
        #expect(sheet.fields[title].text == "A New Day")
        #expect(sheet.handle(.control("e")) == .none)
        #expect(sheet.handle(.control("u")) == .none)
        #expect(sheet.fields[title].text == "")
        // The cursor is drawn where it is, after what is left of the text.
        sheet.paste("Eve")
        _ = sheet.handle(.left)
        let drawn = sheet.lines(width: 70)
        let line = try #require(drawn.first { $0.text.contains("Eve") && $0.tone == .selected })
        let cursor = try #require(line.cursor)
        #expect(Array(line.text)[cursor.lowerBound] == "e")
        #expect(sheet.handle(.escape) == .cancel)
    }
}

/// The configuration sheet with the mouse (issue 39): a click chooses a parameter, a double
/// click on a switch flips it, and its key hints are buttons.
@MainActor
struct ConfigurationClickTests {
    @Test func aClickChoosesAParameterADoubleClickFlipsASwitchAndEscCancelIsAButton() async throws {
        let h = try await ConfigurationSheetTests().openTuner()
        let loud = try #require(MouseTests.point(of: "Loud", in: h.text))
        h.screen.click(loud)
        let sheet = try #require(h.screen.configurationSheet)
        #expect(sheet.fields[sheet.selected].parameter.title == "Loud")
        #expect(sheet.fields[sheet.selected].display == "[ ] off")
        h.screen.click(loud, kind: .doubleClick)
        #expect(h.screen.configurationSheet?.fields[sheet.selected].display == "[x] on")
        let cancel = try #require(MouseTests.point(of: "Esc cancel", in: h.text))
        h.screen.click(cancel)
        #expect(h.screen.configurationSheet == nil)
        #expect(h.screen.isEditing)
    }
}
