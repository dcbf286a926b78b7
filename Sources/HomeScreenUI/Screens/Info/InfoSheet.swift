/// A box of text over the home screen (why a stack's top member is on top); Esc closes it.
struct InfoSheet: Equatable {
    var title: String
    /// Paragraphs; each is wrapped to the sheet's width.
    var lines: [String]
}
