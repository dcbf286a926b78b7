extension ViewNode {
    /// The SF Symbol names of the tree's images that have no terminal glyph (they draw
    /// ``SymbolTable/unknownGlyph``), each once, in reading order. Symbols inside text are
    /// already glyphs in the archive and are not seen here.
    public var unknownSymbolNames: [String] {
        var names: [String] = []
        forEachNode { node in
            guard case let .image(image) = node.kind, case let .symbol(name) = image.source,
                !SymbolTable.contains(name), !names.contains(name)
            else { return }
            names.append(name)
        }
        return names
    }
}
