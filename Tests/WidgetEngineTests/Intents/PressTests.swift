import Foundation
import Testing
import TestSupport
import WidgetEngine

/// Buttons and toggles pressed headless, as the home screen will press them: rendered, their
/// targets found, their intents run in this process, the widget rendered again.
struct PressTests {
    private func render(_ catalog: WidgetCatalog, _ kind: String, toggles: [IntentReference: Bool] = [:]) async throws -> RenderedView {
        var context = Fixtures.plainContext()
        context.toggleStates = toggles
        return try await WidgetRenderer.render(kind: kind, in: catalog, family: .systemMedium, context: context)
    }

    @Test func aButtonRunsItsIntentAndTheNextTimelineShowsIt() async throws {
        let widget = CounterWidget(key: "press-add")
        let catalog = WidgetCatalog([widget.body.descriptor])
        let kind = "counter-press-add"
        let before = try await render(catalog, kind)
        #expect(before.text.contains("Count 0"))
        #expect(before.pressTargets.map(\.label) == ["Add", "+10", "Off", "Lamp", "Fail", "Docs"])
        let add = try #require(before.pressTargets.first { $0.label == "Add" })
        #expect(try await WidgetRenderer.press(add, kind: kind, in: catalog).get() == IntentOutcome())
        let ten = try #require(before.pressTargets.first { $0.label == "+10" })
        #expect(try await WidgetRenderer.press(ten, kind: kind, in: catalog).get() == IntentOutcome(dialog: "Ten more"))
        let after = try await render(catalog, kind)
        #expect(after.text.contains("Count 11"))
        Snapshot.assert(before.buffer.styledText, named: "counter-before")
    }

    @Test func aDisabledButtonRunsNothing() async throws {
        let catalog = WidgetCatalog([CounterWidget(key: "press-off").body.descriptor])
        let rendered = try await render(catalog, "counter-press-off")
        let off = try #require(rendered.pressTargets.first { $0.label == "Off" })
        #expect(off.disabled)
        let result = await WidgetRenderer.press(off, kind: "counter-press-off", in: catalog)
        #expect(result == .failure(.nothingToRun("“Off” is disabled")))
        #expect(PressStore.value("press-off") == 0)
    }

    @Test func aToggleSetsTheValueItIsSwitchedTo() async throws {
        let catalog = WidgetCatalog([CounterWidget(key: "press-lamp").body.descriptor])
        let kind = "counter-press-lamp"
        let off = try await render(catalog, kind)
        let lamp = try #require(off.pressTargets.first { $0.label == "Lamp" })
        #expect(lamp.control == .toggle(isOn: false))
        #expect(lamp.pressedValue == true)
        _ = try await WidgetRenderer.press(lamp, kind: kind, in: catalog).get()
        #expect(PressStore.value("press-lamp.on") == 1)
        let on = try await render(catalog, kind)
        #expect(on.pressTargets.first { $0.label == "Lamp" }?.control == .toggle(isOn: true))
        #expect(off.text.contains("Lamp") && off.text.contains("○─"))
        #expect(on.text.contains("━●"))
    }

    @Test func theHostsFlipDrawsTheToggleFlippedBeforeTheTimelineSaysSo() async throws {
        let catalog = WidgetCatalog([CounterWidget(key: "press-flip").body.descriptor])
        let kind = "counter-press-flip"
        let plain = try await render(catalog, kind)
        let lamp = try #require(plain.pressTargets.first { $0.label == "Lamp" })
        let intent = try #require(lamp.intent)
        let flipped = try await render(catalog, kind, toggles: [intent: true])
        #expect(flipped.text.contains("━●"))
        #expect(flipped.pressTargets.first { $0.label == "Lamp" }?.control == .toggle(isOn: true))
        #expect(PressStore.value("press-flip.on") == 0)
    }

    @Test func aThrownErrorIsThePressFailureInTheIntentsWords() async throws {
        let catalog = WidgetCatalog([CounterWidget(key: "press-fail").body.descriptor])
        let rendered = try await render(catalog, "counter-press-fail")
        let fail = try #require(rendered.pressTargets.first { $0.label == "Fail" })
        let result = await WidgetRenderer.press(fail, kind: "counter-press-fail", in: catalog)
        #expect(result == .failure(.threw("the list changed since it was shown")))
    }

    @Test func anOpenURLIntentAnswersItsURL() async throws {
        let catalog = WidgetCatalog([CounterWidget(key: "press-docs").body.descriptor])
        let rendered = try await render(catalog, "counter-press-docs")
        let docs = try #require(rendered.pressTargets.first { $0.label == "Docs" })
        let outcome = try await WidgetRenderer.press(docs, kind: "counter-press-docs", in: catalog).get()
        #expect(outcome.opensURL?.absoluteString == "https://example.com/docs")
    }

    @Test func anIntentIsFoundByItsIdentifierAloneAsInANewProcess() async throws {
        // The reference is what the archive keeps; the type is found by its mangled name.
        let reference = IntentReference(
            identifier: _mangledTypeName(AddIntent.self) ?? "", parameters: ["key": .string("press-name"), "amount": .integer(3)])
        let result = await IntentRunner.perform(IntentInvocation(widget: "any", intent: reference))
        #expect(result == .success(IntentOutcome()))
        #expect(PressStore.value("press-name") == 3)
        let unknown = await IntentRunner.perform(IntentInvocation(widget: "any", intent: IntentReference(identifier: "NoSuchIntent")))
        #expect(unknown == .failure(.unknownIntent("NoSuchIntent")))
        let wrong = IntentReference(identifier: reference.identifier, parameters: ["amount": .string("three")])
        guard case .failure(.invalidParameters) = await IntentRunner.perform(IntentInvocation(widget: "any", intent: wrong)) else {
            Issue.record("a mistyped parameter was accepted")
            return
        }
    }

    @Test func optionalParametersLeftNilAreNotArchived() throws {
        let node = ViewResolver.resolve(Button("x", intent: AddIntent(key: "k", amount: 2)))
        guard case let .button(button) = node.kind else {
            Issue.record("not a button: \(node.kind)")
            return
        }
        #expect(button.intent?.parameters == ["key": .string("k"), "amount": .integer(2)])
    }
}
