import Foundation
import Logging
import WidgetEngine

/// The extensions whose stored description is stale or missing, described again off the start
/// path: a few at once (``concurrency``), each within the describe deadline, each fresh
/// description stored for the next start. Those that fail or are slow are named in problem
/// lines ("extension hello: did not describe itself: no describe answer within 5 s: …; its
/// stored description is used"), which the home screen adds to its problems (`!`).
public struct DescriptionRefresh: Sendable {
    /// An extension to describe, and the client that serves its widgets.
    public struct Pending: Sendable {
        public var installed: InstalledExtension
        public var client: ExtensionClient
    }

    /// How many programs are described at once: 50 stale extensions whose `describe` hangs take
    /// 13 deadlines of 5 s, not 50, and never more than four programs start together.
    public static let concurrency = 4

    /// What is left to describe, by name.
    public let pending: [Pending]

    private static let logger = Logger(label: "homescreen.extensions")

    public init(_ pending: [Pending]) {
        self.pending = pending
    }

    /// Describes every pending extension, ``concurrency`` at once, storing each fresh
    /// description; a problem line for each that could not describe itself, in name order.
    public func run() async -> [String] {
        guard !pending.isEmpty else { return [] }
        var problems: [(String, String)] = []
        await withTaskGroup(of: (String, String?).self) { group in
            var next = pending.makeIterator()
            func addNext() -> Bool {
                guard let item = next.next() else { return false }
                group.addTask { (item.installed.name, await Self.describe(item)) }
                return true
            }
            for _ in 0..<Self.concurrency where !addNext() { break }
            for await (name, problem) in group {
                if let problem { problems.append((name, problem)) }
                _ = addNext()
            }
        }
        return problems.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Describes one and stores what it says; its problem line, if any.
    private static func describe(_ item: Pending) async -> String? {
        let installed = item.installed
        switch await installed.describe(with: item.client) {
        case let .failure(failure):
            let used = installed.stored == nil ? "its widgets are left out" : "its stored description is used"
            return "extension \(installed.name): did not describe itself: \(failure); \(used)"
        case let .success(description):
            do {
                try description.save(in: installed.folder)
                logger.info("extension \(installed.name): described again and stored (its widgets change at the next start)")
            } catch {
                logger.warning("extension \(installed.name): its description could not be stored: \(error)")
            }
            return nil
        }
    }
}
