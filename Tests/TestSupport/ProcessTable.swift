import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// The machine's processes as `/proc` lists them: who is whose parent, each one's command line
/// and session. For tests that check what a program started and what is left of it.
public struct ProcessTable: Sendable {
    /// One process.
    public struct Entry: Sendable, Equatable {
        public var pid: Int32
        public var parent: Int32
        public var session: Int32
        /// "Z" for a zombie.
        public var state: String
        public var commandLine: String
    }

    public var entries: [Entry]

    /// The processes now.
    public static func now() -> ProcessTable {
        var entries: [Entry] = []
        guard let proc = opendir("/proc") else { return ProcessTable(entries: []) }
        defer { closedir(proc) }
        while let entry = readdir(proc) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let pid = Int32(name) else { continue }
            let stat = String(decoding: contents("/proc/\(name)/stat"), as: UTF8.self)
            guard let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 4, let parent = Int32(fields[1]), let session = Int32(fields[3]) else { continue }
            let command = contents("/proc/\(name)/cmdline")
            entries.append(
                Entry(
                    pid: pid, parent: parent, session: session, state: String(fields[0]),
                    commandLine: command.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")))
        }
        return ProcessTable(entries: entries)
    }

    /// The bytes of a file of /proc (its size says 0: read until the end).
    private static func contents(_ path: String) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return bytes }
            bytes += chunk[0..<count]
        }
    }

    /// The children of `pid`.
    public func children(of pid: Int32) -> [Entry] {
        entries.filter { $0.parent == pid }
    }

    /// Every process descended from `pid`.
    public func descendants(of pid: Int32) -> [Entry] {
        var found: [Entry] = []
        var parents: Set<Int32> = [pid]
        while true {
            let next = entries.filter { parents.contains($0.parent) && !found.contains($0) }
            if next.isEmpty { return found }
            found += next
            parents.formUnion(next.map(\.pid))
        }
    }

    /// The processes whose command line contains `text`, zombies left out.
    public func running(_ text: String) -> [Entry] {
        entries.filter { $0.commandLine.contains(text) && $0.state != "Z" }
    }
}
