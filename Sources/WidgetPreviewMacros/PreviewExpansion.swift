/// The expansion of one `#Preview(…)` written in a widget's source, made from its text alone.
///
/// The arguments are not parsed: after the comments and spaces before it, `#Preview` becomes
/// a call of `WidgetPreview`'s initializer with the same arguments and trailing closures,
/// character for character, so strings, comments and closures in them are the type checker's
/// business, as they would be in any call. The call is made in a C function that the loader
/// runs before `main` (an `.init_array` entry), which hands it to `WidgetPreviews`: the way a
/// program finds its previews without a list anyone has to keep.
struct PreviewExpansion {
    /// Why the text is not a `#Preview`.
    struct Failure: Error, Equatable {
        /// The message the compiler shows.
        var message: String
        /// The UTF-8 offset in the macro's text it points at.
        var offset: Int
    }

    /// The macro's text as the compiler sends it (with the trivia before it).
    var source: String
    /// The compiler's name for this expansion, which prefixes the unique names it allows.
    var discriminator: String
    /// The file's `#fileID`.
    var fileID: String
    /// The line the text starts on.
    var line: Int

    /// The declaration that registers the preview.
    func expanded() -> Result<String, Failure> {
        let text = Array(source.unicodeScalars)
        var index = 0
        var line = self.line
        while index < text.count {
            let scalar = text[index]
            if scalar == "\n" {
                line += 1
                index += 1
            } else if scalar.properties.isWhitespace {
                index += 1
            } else if scalar == "/", index + 1 < text.count, text[index + 1] == "/" {
                while index < text.count, text[index] != "\n" { index += 1 }
            } else if scalar == "/", index + 1 < text.count, text[index + 1] == "*" {
                guard let end = Self.blockCommentEnd(text, from: index) else {
                    return .failure(Failure(message: "unterminated comment before #Preview", offset: Self.utf8Offset(text, index)))
                }
                line += text[index..<end].filter { $0 == "\n" }.count
                index = end
            } else {
                break
            }
        }
        let keyword = Array("#Preview".unicodeScalars)
        let end = index + keyword.count
        guard end <= text.count, Array(text[index..<end]) == keyword,
            end == text.count || !Self.continuesIdentifier(text[end])
        else {
            return .failure(Failure(message: "#Preview expands only the text #Preview(…)", offset: Self.utf8Offset(text, index)))
        }
        var arguments = String.UnicodeScalarView()
        arguments.append(contentsOf: text[end...])
        let name = "\(discriminator)7previewfMu_"
        return .success(
            """
            @used @section(".init_array") nonisolated(unsafe) let \(name): @convention(c) () -> Void = {
                WidgetEngine.WidgetPreviews.register(fileID: \(Self.literal(fileID)), line: \(line)) {
                    WidgetEngine.WidgetPreview\(String(arguments))
                }
            }
            """)
    }

    /// The index just past the `*/` that closes the comment opened at `start` (comments nest).
    private static func blockCommentEnd(_ text: [Unicode.Scalar], from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index + 1 < text.count {
            if text[index] == "/", text[index + 1] == "*" {
                depth += 1
                index += 2
            } else if text[index] == "*", text[index + 1] == "/" {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return nil
    }

    private static func utf8Offset(_ text: [Unicode.Scalar], _ index: Int) -> Int {
        text[..<index].reduce(0) { $0 + UTF8.width($1) }
    }

    private static func continuesIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isXIDContinue
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
