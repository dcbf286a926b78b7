/// One grapheme cluster of text ready for layout: its stable form, width and run.
struct StyledCluster: Equatable {
    /// The cluster as drawn.
    var text: String
    /// Cells it takes.
    var width: Int
    /// The index of the run it belongs to (for its style).
    var run: Int

    var isSpace: Bool { text == " " }

    /// A line may break before and after a wide cluster (CJK text has no spaces).
    var isWide: Bool { width >= 2 }

    /// The clusters of `text`, with tabs as spaces and newlines as nil (forced breaks).
    static func clusters(of text: String, run: Int, into result: inout [StyledCluster?]) {
        for character in text {
            if character == "\n" || character == "\r\n" || character == "\r" {
                result.append(nil)
                continue
            }
            if character == "\t" {
                result.append(StyledCluster(text: " ", width: 1, run: run))
                continue
            }
            let grapheme = TerminalGrapheme(character)
            if grapheme.width == 0 { continue }
            result.append(StyledCluster(text: grapheme.text, width: grapheme.width, run: run))
        }
    }
}
