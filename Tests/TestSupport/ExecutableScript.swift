import Foundation
import SystemPackage

/// Writes scripts that a test then runs as programs.
public enum ExecutableScript {
    /// Writes `text` to `url` as an executable file (mode 0755), through a descriptor closed on
    /// exec: a program another test starts at that moment does not inherit it, so this file's
    /// own start does not fail with "Text file busy" (ETXTBSY: the file is open for writing).
    public static func write(_ text: String, to url: URL) throws {
        let descriptor = try FileDescriptor.open(
            FilePath(url.path), .writeOnly, options: [.create, .truncate, .closeOnExec],
            permissions: [.ownerReadWriteExecute, .groupReadExecute, .otherReadExecute])
        try descriptor.closeAfter { _ = try descriptor.writeAll(Array(text.utf8)) }
    }
}
