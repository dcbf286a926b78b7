/// The inline Markdown SwiftUI reads in a `Text` literal: `**strong**` (or `__`), `*emphasis*`
/// (or `_`), `~~strikethrough~~`, `` `code` ``, `[links](https://example.com)` and backslash
/// escapes, with whitespace and line breaks kept as written (Foundation's
/// `.inlineOnlyPreservingWhitespace`, which SwiftUI uses). Block syntax (headings, lists,
/// quotes) stays as typed, as in SwiftUI.
///
/// Only the literal parts of a key are Markdown; interpolated values are shown as they are,
/// though markers around them apply (`"**\(name)**"` is a bold name). Foundation's
/// `AttributedString(markdown:)` is not in the Linux toolchain, hence this parser. It follows
/// CommonMark's flanking rules in a simpler form: an opener must be followed and a closer
/// preceded by a non-space, `_` does not open or close inside a word, and a marker is closed
/// by the nearest run of the same marker of the same length.
enum InlineMarkdown {
    /// A part of a key: literal source (Markdown) or an interpolated segment (never Markdown).
    enum Piece {
        case source(String)
        case segment(Text.Segment)
    }

    /// The styled segments of `pieces`.
    static func segments(_ pieces: [Piece]) -> [Text.Segment] {
        // Most literals hold no marker at all: no parse.
        let plain = pieces.allSatisfy { piece in
            if case let .source(text) = piece { return !text.unicodeScalars.contains(where: isMarker) }
            return true
        }
        var output = Output()
        if plain {
            for piece in pieces {
                switch piece {
                case let .source(text): output.append(text, style: Text.SegmentStyle())
                case let .segment(segment): output.append(segment)
                }
            }
            return output.segments
        }
        var elements: [Element] = []
        for piece in pieces {
            switch piece {
            case let .source(text): elements.append(contentsOf: text.map { .character($0) })
            case let .segment(segment): elements.append(.atom(segment))
            }
        }
        var parser = Parser(elements: elements)
        parser.parse(0..<elements.count, style: Text.SegmentStyle(), into: &output)
        return output.segments
    }

    private static func isMarker(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "*" || scalar == "_" || scalar == "~" || scalar == "`" || scalar == "[" || scalar == "\\"
    }

    enum Element {
        case character(Character)
        case atom(Text.Segment)

        var character: Character? {
            if case let .character(character) = self { return character }
            return nil
        }
    }

    /// Segments being built; adjacent verbatim text of one style is joined.
    struct Output {
        var segments: [Text.Segment] = []

        mutating func append(_ text: String, style: Text.SegmentStyle) {
            guard !text.isEmpty else { return }
            if let last = segments.last, case let .verbatim(existing) = last.content, last.style == style {
                segments[segments.count - 1].content = .verbatim(existing + text)
            } else {
                segments.append(Text.Segment(content: .verbatim(text), style: style))
            }
        }

        mutating func append(_ segment: Text.Segment) {
            if case let .verbatim(text) = segment.content {
                append(text, style: segment.style)
            } else {
                segments.append(segment)
            }
        }
    }
}
