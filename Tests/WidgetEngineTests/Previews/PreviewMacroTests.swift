import Foundation
import Testing
import TestSupport
import WidgetEngine

/// `#Preview` compiled by the package's own macro plugin: every spelling registers, in source
/// order, and draws through the widget's own views.
@MainActor
struct PreviewMacroTests {
    private let context = RenderContext(now: previewInstant, palette: .monochrome)

    private func preview(_ kind: String, _ index: Int) throws -> WidgetPreview {
        let previews = WidgetPreviews.previews(ofKind: kind)
        return try #require(previews.indices.contains(index) ? previews[index] : nil, "\(previews.map(\.title))")
    }

    private func texts(_ preview: WidgetPreview) async throws -> [String] {
        try await WidgetRenderer.render(preview: preview, context: context).map {
            $0.rendered.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                .joined(separator: " ")
        }
    }

    @Test func everySpellingRegistersWithItsNameFamilyAndLine() throws {
        let notes = WidgetPreviews.previews(ofKind: "preview-note")
        #expect(notes.map(\.name) == ["Braces } { in \"the\" name", nil, "Wrong entries", "Not its family"])
        #expect(notes.map(\.family) == [.systemSmall, .systemMedium, .systemSmall, .systemLarge])
        #expect(notes.map(\.line) == [10, 21, 37, 43])
        #expect(notes.allSatisfy { $0.fileID == "WidgetEngineTests/PreviewDeclarations.swift" })
        #expect(try preview("preview-intent-note", 0).name == "With an App Intent")
        #expect(try preview("preview-siri-note", 0).line == 33)
    }

    @Test func aWrittenTimelineIsDrawnEntryByEntryBracesAndAll() async throws {
        let drawn = try await WidgetRenderer.render(preview: try preview("preview-note", 0), context: context)
        #expect(drawn.map(\.date) == [0, 60, 120, 180].map { previewInstant.addingTimeInterval($0) })
        #expect(try await texts(try preview("preview-note", 0)) == ["{ first }", "} second {", "minute 2", "minute 3"])
    }

    @Test func providersMakeTheTimelineForTheIntentGiven() async throws {
        #expect(try await texts(try preview("preview-note", 1)) == ["provided { +0", "provided { +60"])
        #expect(try await texts(try preview("preview-intent-note", 0)) == ["intent: LOUD"])
        #expect(try await texts(try preview("preview-siri-note", 0)) == ["siri: whisper"])
    }

    @Test func entriesOfAnotherTypeAndFamiliesTheWidgetLacksAreNamed() async throws {
        await #expect(throws: WidgetRenderer.PreviewFailure.wrongEntryType(preview: "“Wrong entries”", index: 0, type: "OtherEntry")) {
            try await WidgetRenderer.render(preview: try preview("preview-note", 2), context: context)
        }
        await #expect(
            throws: WidgetRenderer.PreviewFailure.unsupportedFamily(
                preview: "“Not its family”", family: .systemLarge, supported: [.systemSmall, .systemMedium])
        ) {
            try await WidgetRenderer.render(preview: try preview("preview-note", 3), context: context)
        }
    }
}
