import Foundation

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
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 4, let parent = Int32(fields[1]), let session = Int32(fields[3]) else { continue }
            let command = FileManager.default.contents(atPath: "/proc/\(name)/cmdline") ?? Data()
            entries.append(
                Entry(
                    pid: pid, parent: parent, session: session, state: String(fields[0]),
                    commandLine: command.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")))
        }
        return ProcessTable(entries: entries)
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
