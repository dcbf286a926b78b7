extension LayoutTree {
    /// The insets a padding applies to content of `size`: as given, except that negative ones
    /// never take a view's last row or column (a view padded by `-16` pt at the top keeps its
    /// one row: it is never erased). Rows and columns given back go to the leading and top
    /// insets first.
    static func negativePaddingKept(_ insets: CellInsets, content size: CellSize) -> CellInsets {
        var kept = insets
        func giveBack(_ first: inout Int, _ second: inout Int, length: Int) {
            var deficit = min(1, length) - (length + first + second)
            if deficit > 0, first < 0 {
                let back = min(deficit, -first)
                first += back
                deficit -= back
            }
            if deficit > 0, second < 0 { second += min(deficit, -second) }
        }
        giveBack(&kept.top, &kept.bottom, length: size.height)
        giveBack(&kept.leading, &kept.trailing, length: size.width)
        return kept
    }
}
