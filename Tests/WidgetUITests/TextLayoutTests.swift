import Testing
import WidgetUI

struct TextLayoutTests {
    @Test(arguments: [
        ("The quick brown fox jumps", 10, ["The quick ", "brown fox ", "jumps     "]),
        ("a verylongword here", 6, ["a     ", "verylo", "ngword", "here  "]),
        ("line one\nline two", 10, ["line one  ", "line two  "]),
        ("trailing spaces    then", 9, ["trailing ", "spaces   ", "then     "]),
        ("日本語の文章です", 7, ["日本語 ", "の文章 ", "です   "]),
        ("한국어 문장은 단어", 8, ["한국어  ", "문장은  ", "단어    "]),
        ("abc日本", 5, ["abc日", "本   "]),
        ("well-known words", 6, ["well- ", "known ", "words "]),
    ])
    func wrapping(_ text: String, _ width: Int, _ expected: [String]) {
        #expect(lines(Text(text), width: width, height: expected.count) == expected)
    }

    /// Kinsoku: no line starts with closing punctuation; the character before it moves down
    /// with it.
    @Test(arguments: [
        ("日本語の文章です。", 16, ["日本語の文章で  ", "す。            "]),
        ("「はい」と言った", 8, ["「はい」", "と言った"]),
        ("「はい」と言った", 6, ["「は  ", "い」と", "言った"]),
        ("ab日本、です", 6, ["ab日  ", "本、で", "す    "]),
        ("日本語、中文。", 6, ["日本  ", "語、中", "文。  "]),
    ])
    func noLineStartsWithClosingPunctuation(_ text: String, _ width: Int, _ expected: [String]) {
        let result = lines(Text(text), width: width, height: expected.count)
        #expect(result == expected)
        #expect(result.dropFirst().allSatisfy { !["。", "、", "」"].contains($0.first.map(String.init) ?? "") })
    }

    @Test(arguments: [
        (Text.TruncationMode.tail, "Hello w…"), (.head, "…o world"), (.middle, "Hell…rld"),
    ])
    func truncationOnOneLine(_ mode: Text.TruncationMode, _ expected: String) {
        #expect(lines(Text("Hello world").lineLimit(1).truncationMode(mode), width: 8, height: 1) == [expected])
    }

    @Test func lineLimitCutsTheLastLineWithAnEllipsis() {
        let view = Text("one two three four five six").lineLimit(2)
        #expect(lines(view, width: 9, height: 3) == ["one two  ", "three fo…", "         "])
    }

    @Test func fewerRowsThanLinesTruncatesToTheRows() {
        #expect(lines(Text("one two three four"), width: 8, height: 2) == ["one two ", "three f…"])
    }

    @Test func japaneseTruncationNeverSplitsAGlyph() {
        // 5 columns: two ideographs (4 cells) and the ellipsis.
        #expect(lines(Text("日本語の文章").lineLimit(1), width: 5, height: 1) == ["日本…"])
        // 6 columns: two ideographs, the ellipsis and a free cell (a third would not fit).
        #expect(lines(Text("日本語の文章").lineLimit(1), width: 6, height: 1) == ["日本… "])
    }

    /// Lines align within the text's own width (its widest line), as in SwiftUI.
    @Test(arguments: [(TextAlignment.leading, ["abc ", "d   "]), (.center, ["abc ", " d  "]), (.trailing, ["abc ", "  d "])])
    func multilineAlignment(_ alignment: TextAlignment, _ expected: [String]) {
        let view = Text("abc\nd").multilineTextAlignment(alignment)
        #expect(lines(view, width: 4, height: 2) == expected)
    }

    @Test func japaneseAndEmojiLinesEndAtTheSameColumnAsASCII() {
        let view = VStack(alignment: .leading) {
            Text("abcdef|")
            Text("日本語|")
            Text("😀😀😀|")
            Text("한국어|")
            Text("☀️ab👨‍👩‍👧☀️|")
        }
        let pinned = view.frame(maxWidth: .infinity, alignment: .leading)
        let buffer = ViewRenderer.render(pinned, size: CellSize(width: 10, height: 5), context: .init(now: .init(), palette: .monochrome))
            .buffer
        for row in 0..<5 {
            let column = (0..<10).first { buffer[$0, row]?.grapheme == "|" }
            #expect(column == 6, "row \(row): \(buffer.rows()[row])")
        }
    }

    @Test func blockDigitsForALargeFontWhenTheyFit() {
        #expect(lines(Text("12").font(.largeTitle), width: 7, height: 3) == [" ╻  ╺━┓", " ┃  ┏━┛", " ╹  ┗━╸"])
        // Not enough rows: plain text instead.
        #expect(lines(Text("12").font(.largeTitle), width: 7, height: 1) == ["12     "])
        // Words are never block digits.
        #expect(lines(Text("ab").font(.largeTitle), width: 2, height: 1) == ["ab"])
    }
}
