extension InlineMarkdown {
    /// A recursive-descent reading of inline Markdown over characters and interpolated atoms.
    struct Parser {
        let elements: [Element]

        /// Appends the segments of `range` in `style` to `output`.
        mutating func parse(_ range: Range<Int>, style: Text.SegmentStyle, into output: inout Output) {
            var index = range.lowerBound
            var text = ""
            func flush(_ output: inout Output) {
                output.append(text, style: style)
                text = ""
            }
            while index < range.upperBound {
                guard let character = elements[index].character else {
                    if case let .atom(segment) = elements[index] {
                        flush(&output)
                        output.append(Text.Segment(content: segment.content, style: style.under(segment.style)))
                    }
                    index += 1
                    continue
                }
                switch character {
                case "\\":
                    // An escaped ASCII punctuation character is itself; any other backslash stays.
                    if index + 1 < range.upperBound, let next = elements[index + 1].character, next.isASCII,
                        next.isPunctuation || next.isSymbol
                    {
                        text.append(next)
                        index += 2
                        continue
                    }
                case "`":
                    let run = runLength(of: "`", at: index, in: range)
                    if let close = closingCodeRun(length: run, after: index + run, in: range) {
                        flush(&output)
                        output.append(Text.Segment(content: .verbatim(code(index + run..<close)), style: style))
                        index = close + run
                        continue
                    }
                    text.append(String(repeating: "`", count: run))
                    index += run
                    continue
                case "*", "_", "~":
                    let run = runLength(of: character, at: index, in: range)
                    if let (close, change) = emphasis(character, run: run, at: index, in: range) {
                        flush(&output)
                        var inner = style
                        change(&inner)
                        parse(index + run..<close, style: inner, into: &output)
                        index = close + run
                        continue
                    }
                    text.append(String(repeating: character, count: run))
                    index += run
                    continue
                case "[":
                    if let (labelEnd, url, end) = link(at: index, in: range) {
                        flush(&output)
                        var inner = style
                        inner.link = url
                        parse(index + 1..<labelEnd, style: inner, into: &output)
                        index = end
                        continue
                    }
                default:
                    break
                }
                text.append(character)
                index += 1
            }
            flush(&output)
        }

        // MARK: Emphasis

        /// The closing run and the style change for a run of `run` markers at `index`, if it
        /// opens and something closes it.
        private func emphasis(_ marker: Character, run: Int, at index: Int, in range: Range<Int>) -> (
            Int, (inout Text.SegmentStyle) -> Void
        )? {
            let change: (inout Text.SegmentStyle) -> Void
            switch (marker, run) {
            case ("~", 2): change = { $0.attributes.insert(.strikethrough) }
            case ("~", _): return nil
            case (_, 1): change = { $0.attributes.insert(.italic) }
            case (_, 2): change = { $0.attributes.insert(.bold) }
            case (_, 3): change = { $0.attributes.formUnion([.bold, .italic]) }
            default: return nil
            }
            guard opens(marker, run: run, at: index, in: range) else { return nil }
            var scan = index + run
            while scan < range.upperBound {
                guard let character = elements[scan].character else {
                    scan += 1
                    continue
                }
                if character == "\\" {
                    scan += 2
                    continue
                }
                if character == "`" {
                    let ticks = runLength(of: "`", at: scan, in: range)
                    scan = closingCodeRun(length: ticks, after: scan + ticks, in: range).map { $0 + ticks } ?? scan + ticks
                    continue
                }
                guard character == marker else {
                    scan += 1
                    continue
                }
                let length = runLength(of: marker, at: scan, in: range)
                if length == run, scan > index + run, closes(marker, run: run, at: scan, in: range) { return (scan, change) }
                scan += length
            }
            return nil
        }

        /// A run opens when a non-space follows it (and, for `_`, no letter or digit precedes it).
        private func opens(_ marker: Character, run: Int, at index: Int, in range: Range<Int>) -> Bool {
            guard !isSpace(index + run, in: range) else { return false }
            return marker != "_" || !isWordCharacter(index - 1, in: range)
        }

        /// A run closes when a non-space precedes it (and, for `_`, no letter or digit follows it).
        private func closes(_ marker: Character, run: Int, at index: Int, in range: Range<Int>) -> Bool {
            guard !isSpace(index - 1, in: range) else { return false }
            return marker != "_" || !isWordCharacter(index + run, in: range)
        }

        /// Outside the range counts as space (the start and end of the text).
        private func isSpace(_ index: Int, in range: Range<Int>) -> Bool {
            guard range.contains(index) else { return true }
            return elements[index].character?.isWhitespace ?? false
        }

        private func isWordCharacter(_ index: Int, in range: Range<Int>) -> Bool {
            guard range.contains(index) else { return false }
            guard let character = elements[index].character else { return true }
            return character.isLetter || character.isNumber
        }

        private func runLength(of marker: Character, at index: Int, in range: Range<Int>) -> Int {
            var end = index
            while end < range.upperBound, elements[end].character == marker { end += 1 }
            return end - index
        }

        // MARK: Code spans

        private func closingCodeRun(length: Int, after start: Int, in range: Range<Int>) -> Int? {
            var scan = start
            while scan < range.upperBound {
                let ticks = runLength(of: "`", at: scan, in: range)
                if ticks == length { return scan }
                scan += max(ticks, 1)
            }
            return nil
        }

        /// A code span's text: as written, one leading and trailing space stripped when both are
        /// there (CommonMark), interpolated values included as they are.
        private func code(_ range: Range<Int>) -> String {
            var text = ""
            for element in elements[range] {
                switch element {
                case let .character(character): text.append(character)
                case let .atom(segment): if case let .verbatim(value) = segment.content { text += value }
                }
            }
            if text.count >= 2, text.first == " ", text.last == " ", text.contains(where: { $0 != " " }) {
                text = String(text.dropFirst().dropLast())
            }
            return text
        }

        // MARK: Links

        /// `[label](destination)` at `index`: where the label ends, the URL and where the link ends.
        private func link(at index: Int, in range: Range<Int>) -> (Int, URL, Int)? {
            var depth = 0
            var scan = index
            var labelEnd: Int?
            while scan < range.upperBound {
                let character = elements[scan].character
                if character == "\\" {
                    scan += 2
                    continue
                }
                if character == "[" { depth += 1 }
                if character == "]" {
                    depth -= 1
                    if depth == 0 {
                        labelEnd = scan
                        break
                    }
                }
                scan += 1
            }
            guard let labelEnd, labelEnd + 1 < range.upperBound, elements[labelEnd + 1].character == "(" else { return nil }
            var destination = ""
            scan = labelEnd + 2
            while scan < range.upperBound {
                // An interpolated value cannot be part of a destination.
                guard let character = elements[scan].character else { return nil }
                if character == ")" { break }
                if character.isWhitespace { return nil }
                destination.append(character)
                scan += 1
            }
            guard scan < range.upperBound, !destination.isEmpty, let url = URL(string: destination) else { return nil }
            return (labelEnd, url, scan + 1)
        }
    }
}

extension Text.SegmentStyle {
    /// `inner` (an interpolated text's own style) inside Markdown styled `self`: the inner
    /// style's own settings win, attributes add up.
    func under(_ inner: Text.SegmentStyle) -> Text.SegmentStyle {
        var result = inner
        result.foreground = inner.foreground ?? foreground
        result.font = inner.font ?? font
        result.weight = inner.weight ?? weight
        result.attributes.formUnion(attributes)
        result.link = inner.link ?? link
        return result
    }
}
