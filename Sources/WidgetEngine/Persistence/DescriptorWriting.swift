#if canImport(Glibc)
    import Glibc
#endif

/// Writing to an open file descriptor until every byte is written: `write(2)` may write
/// fewer bytes than asked, or be interrupted by a signal.
public enum DescriptorWriting {
    /// Writes all of `bytes` to `descriptor`, again after `EINTR`; false when a write fails
    /// (`errno` says why) or writes nothing (`errno` is then `EIO`).
    @discardableResult
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else {
                if written == 0 { errno = EIO }
                return false
            }
            offset += written
        }
        return true
    }
}
