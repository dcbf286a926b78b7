import Foundation
import WidgetEngine

// Every spelling of `#Preview`, with braces where a text-level expansion could trip: in
// names, strings, comments and closures. PreviewMacroTests reads them back by line.

let previewInstant = Date(timeIntervalSince1970: 1_767_225_600)

// A preview { in a comment } is not a preview: #Preview("not one", as: .systemSmall)
#Preview("Braces } { in \"the\" name", as: .systemSmall) {
    PreviewNoteWidget() // } a closing brace in a comment
} timeline: {
    /* { nested /* } */ } */
    NoteEntry(date: previewInstant, text: "{ first }")
    NoteEntry(date: previewInstant.addingTimeInterval(60), text: "} second {")
    for minute in 2..<4 {
        NoteEntry(date: previewInstant.addingTimeInterval(Double(minute) * 60), text: "minute \(minute)")
    }
}

#Preview(as: .systemMedium) {
    PreviewNoteWidget()
} timelineProvider: {
    NoteProvider(text: "provided {")
}

#Preview("With an App Intent", as: .systemSmall, using: NoteIntent.loud) {
    PreviewIntentNoteWidget()
} timelineProvider: {
    NoteIntentProvider()
}

#Preview(
    "With a SiriKit intent", as: .systemSmall, using: NoteINIntent.whisper, widget: { PreviewSiriNoteWidget() },
    timelineProvider: { NoteSiriProvider() })

#Preview("Wrong entries", as: .systemSmall) {
    PreviewNoteWidget()
} timeline: {
    OtherEntry(date: previewInstant)
}

#Preview("Not its family", as: .systemLarge) {
    PreviewNoteWidget()
} timeline: {
}
