/// Constants of cell layout.
public enum LayoutLimits {
    /// Stands for `.infinity` in frames and proposals: larger than any terminal.
    public static let unbounded = 1 << 20
}
