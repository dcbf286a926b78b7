extension CellBuffer {
    /// The part of this buffer inside `rect` (clipped to the buffer), as a buffer of its own;
    /// pictures come along when they lie wholly inside it.
    public func cropped(to rect: CellRect) -> CellBuffer {
        let part = rect.intersection(bounds)
        var cropped = CellBuffer(size: part.size)
        cropped.draw(self, at: CellPoint(x: -part.minX, y: -part.minY))
        return cropped
    }
}
