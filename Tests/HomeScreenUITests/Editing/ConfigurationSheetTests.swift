import BundledWidgets
import CellGrid
import Foundation
@testable import HomeScreenUI
@testable import HostIO
import Terminal
import Testing
import TestSupport
import WidgetEngine

/// The configuration sheet headless: parameters in declaration order, editing of each kind,
/// choices from the provider, validation, and the free reload on save.
@MainActor
struct ConfigurationSheetTests {
    static let layout = HomeLayout(pages: [
        HomePage(items: [
            .widget(EditHarness.widget("tuner-1", "tuner", .systemSmall, 0, 0)),
            .widget(EditHarness.widget("radio-1", "radio", .systemSmall, 2, 0)),
            .widget(EditHarness.widget("alpha-1", "alpha", .systemSmall, 0, 2)),
        ])
    ])
    let tuner = WidgetInstanceID(rawValue: "tuner-1")

    func openTuner() async throws -> EditHarness {
        let h = try await EditHarness(layout: Self.layout)
        h.press(.character("e"), .enter)
        return h
    }

    @Test func enterInEditModeOpensTheSheetWithEveryParameterInOrder() async throws {
        let h = try await openTuner()
        let sheet = try #require(h.screen.configurationSheet)
        #expect(sheet.fields.map(\.parameter.name) == ["speed", "loud", "minutes", "name", "station"])
        // The station's choices come from the widget: one look-up for the run loop, none run yet.
        let requests = h.screen.takeOptionRequests()
        #expect(requests.map(\.parameter) == ["station"])
        #expect(h.text.contains("‹ Oslo › loading choices…"))
        Snapshot.assert(h.text, named: "configuration-open")
    }

    @Test func editingEveryKindAndSavingWritesTheFileAndReloadsFreeOfBudget() async throws {
        let h = try await openTuner()
        await h.runOptionLookups()
        h.press(.right) // speed: Slow → Fast
        h.press(.down, .character(" ")) // loud: on
        h.press(.down, .backspace) // minutes: "5" → ""
        h.type("12")
        h.press(.down)
        h.type("日本語ラジオ") // name, in CJK
        h.press(.down, .right) // station: Oslo → Kyiv (the choices wrap)
        Snapshot.assert(h.text, named: "configuration-edited")
        let budget = h.screen.engine.budgetLeft(tuner, at: h.now)
        h.press(.enter)
        #expect(h.screen.configurationSheet == nil)
        #expect(h.screen.toast?.text == "Saved Tuner; reloading it")
        #expect(
            h.fileText.contains(
                """
                [[page.widget]]
                id = "tuner-1"
                kind = "tuner"
                family = "small"
                column = 0
                row = 0

                [page.widget.config]
                loud = true
                minutes = 12
                name = "日本語ラジオ"
                speed = "fast"
                station = "Kyiv"

                [[page.widget]]
                id = "radio-1"
                """))
        // The engine was told at once: a configuration-edit reload, free of budget.
        let requests = h.screen.step(at: h.now, monotonic: 0)
        #expect(requests.map(\.reason) == [.configurationEdit])
        #expect(requests.first?.instance.configuration["minutes"] == .integer(12))
        #expect(h.screen.engine.budgetLeft(tuner, at: h.now) == budget)
        let runner = ProviderRunner(catalog: h.catalog)
        for call in requests {
            if let result = await call.run(with: runner) { h.screen.complete(call.token, with: result, at: h.now) }
        }
        #expect(h.text.contains("fast 12m Kyiv"))
    }

    @Test func aValueOutsideItsRangeIsRefusedInlineAndNothingIsSaved() async throws {
        let h = try await openTuner()
        let before = h.fileText
        h.press(.down, .down, .backspace)
        h.type("9x9") // the letter is refused: digits only
        #expect(h.screen.configurationSheet?.fields[2].text == "99")
        #expect(h.screen.configurationSheet?.fields[2].message == "99 is outside 1...60")
        h.press(.enter)
        #expect(h.screen.configurationSheet?.message == "Not saved: Minutes: 99 is outside 1...60")
        Snapshot.assert(h.text, named: "configuration-refused")
        #expect(h.fileText == before)
        // No reload: the only call is the open sheet's look-up of the station's choices.
        #expect(h.screen.step(at: h.now, monotonic: 0).allSatisfy { $0.optionsRequest != nil })
        h.press(.escape)
        #expect(h.screen.configurationSheet == nil)
        #expect(h.fileText == before)
        #expect(h.screen.layout == Self.layout)
    }

    @Test func arrowsStepAnIntegerWithinItsRange() async throws {
        let h = try await openTuner()
        h.press(.down, .down)
        for _ in 0..<70 { h.press(.right) }
        #expect(h.screen.configurationSheet?.fields[2].text == "60")
        for _ in 0..<70 { h.press(.left) }
        #expect(h.screen.configurationSheet?.fields[2].text == "1")
    }

    @Test func choicesThatFailToLoadAreShownAndTheValueIsKept() async throws {
        let h = try await EditHarness(layout: Self.layout)
        h.select("radio-1")
        h.press(.character("e"), .enter)
        await h.runOptionLookups()
        #expect(
            h.screen.configurationSheet?.fields[0].message
                == "choices could not be loaded: the provider failed: the station list is unreachable")
        h.press(.right) // nothing to choose from
        h.press(.enter)
        #expect(h.screen.toast?.text == "No changes to Radio")
        #expect(h.screen.step(at: h.now, monotonic: 0).isEmpty)
    }

    @Test func aWidgetWithoutParametersSaysSo() async throws {
        let h = try await EditHarness(layout: Self.layout)
        h.select("alpha-1")
        h.press(.character("e"), .enter)
        #expect(h.screen.configurationSheet == nil)
        #expect(h.screen.toast?.text == "Alpha has no settings")
    }

    @Test func aLookUpForASheetNoLongerOpenIsDropped() async throws {
        let h = try await openTuner()
        let requests = h.screen.takeOptionRequests()
        h.press(.escape)
        for request in requests { h.screen.deliverOptions(.success(["Lima"]), for: request, at: h.now) }
        #expect(h.screen.configurationSheet == nil)
    }
}

/// The configuration sheet with a bundled widget: labels whole, and a value the widget would
/// reject refused at save with the widget's own reason under the field.
@MainActor
struct ConfigurationSheetValidationTests {
    func countdownSheet() throws -> ConfigurationSheet {
        let descriptor = try #require(BundledWidgets.testCatalog.descriptor(forKind: "countdown"))
        return ConfigurationSheet(
            instance: WidgetInstance(id: WidgetInstanceID(rawValue: "countdown-1"), kind: "countdown", family: .systemSmall),
            descriptor: descriptor)
    }

    @Test func labelsUseTheSheetsWidth() throws {
        let lines = try countdownSheet().lines(width: 70).map(\.text)
        for title in ["Date (ISO 8601; empty for the next New Year)", "Progress from (ISO 8601; empty for 30 days before)"] {
            #expect(lines.contains { $0.contains(title) }, "\(lines)")
        }
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 70 })
    }

    @Test func aDateTheCountdownWouldRejectIsRefusedAtSave() throws {
        var sheet = try countdownSheet()
        let date = try #require(sheet.fields.firstIndex { $0.parameter.name == "date" })
        sheet.selected = date
        for character in "next friday" { _ = sheet.handle(.character(character)) }
        #expect(sheet.handle(.enter) == .none)
        let reason = "\"next friday\" is not an ISO 8601 date such as 2026-12-24 or 2026-12-24T18:00:00Z"
        #expect(sheet.fields[date].message == reason)
        let drawn = sheet.lines(width: 70)
        let lines = drawn.map(\.text)
        let field = try #require(lines.firstIndex { $0.contains("next friday") })
        // The cursor stands after the text.
        let cursor = try #require(drawn[field].cursor)
        #expect(DisplayWidth.of(String(lines[field].prefix(cursor.lowerBound))) == cursor.lowerBound)
        #expect(lines[field].prefix(cursor.lowerBound).hasSuffix("next friday"))
        let under = lines[(field + 1)...].prefix { $0.hasPrefix("    ⚠ ") || $0.hasPrefix("      ") }
        #expect(under.joined(separator: " ").split(separator: " ").joined(separator: " ") == "⚠ " + reason, "\(lines)")
        // A date it reads is saved.
        for _ in "next friday" { _ = sheet.handle(.backspace) }
        for character in "2026-12-24" { _ = sheet.handle(.character(character)) }
        #expect(sheet.handle(.enter) == .save(["date": .string("2026-12-24")]))
    }
}
