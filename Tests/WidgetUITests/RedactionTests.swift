import Testing
import WidgetUI

struct RedactionTests {
    private var card: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Public words")
            Text("Secret").privacySensitive()
            HStack(spacing: 0) {
                Image(systemName: "heart.fill")
                Text(" always").unredacted()
            }
            RoundedRectangle(cornerRadius: 4).stroke(.blue).frame(width: 42, height: 32)
        }
    }

    @Test func liveContentIsShownWithoutRedaction() {
        #expect(lines(card, width: 12, height: 5) == ["Public words", "Secret      ", "♥ always    ", "╭────╮      ", "╰────╯      "])
    }

    @Test func placeholderMasksTextAndImagesButKeepsShapes() {
        #expect(
            lines(card, width: 12, height: 5, redaction: .placeholder)
                == ["▆▆▆▆▆▆▆▆▆▆▆▆", "▆▆▆▆▆▆      ", "▆ always    ", "╭────╮      ", "╰────╯      "])
    }

    @Test func privacyMasksOnlyPrivacySensitiveViews() {
        #expect(
            lines(card, width: 12, height: 5, redaction: .privacy)
                == ["Public words", "▆▆▆▆▆▆      ", "♥ always    ", "╭────╮      ", "╰────╯      "])
    }

    @Test func redactedModifierAppliesToItsSubtreeOnly() {
        let view = VStack(alignment: .leading) {
            Text("shown")
            Text("hidden").redacted(reason: .placeholder)
        }
        #expect(lines(view, width: 6, height: 2) == ["shown ", "▆▆▆▆▆▆"])
    }

    @Test func skeletonBarsKeepTheLineCountAndWidths() {
        let view = Text("one two three four").frame(width: 56)
        #expect(lines(view, width: 8, height: 3, redaction: .placeholder) == ["▆▆▆▆▆▆▆ ", "▆▆▆▆▆   ", "▆▆▆▆    "])
    }
}
