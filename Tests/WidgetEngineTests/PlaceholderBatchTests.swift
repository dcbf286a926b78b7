import Foundation
import Synchronization
import TestSupport
import Testing
import WidgetEngine

/// Counts the placeholders a ``FamilyProvider`` made, across threads.
final class PlaceholderCalls: Sendable {
    let made = Mutex<[String]>([])
    /// The name of the thread each was made on (libdispatch names a worker after its pool).
    let threads = Mutex<[String]>([])
}

struct FamilyEntry: TimelineEntry {
    let date: Date
    let label: String
}

/// A provider whose placeholder names its kind and family, and records each call.
struct FamilyProvider: TimelineProvider {
    let kind: String
    let calls: PlaceholderCalls

    func placeholder(in context: Context) -> FamilyEntry {
        let label = "\(kind) \(context.family.rawValue)"
        calls.made.withLock { $0.append(label) }
        let thread = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? "?"
        calls.threads.withLock { $0.append(thread) }
        return FamilyEntry(date: context.date, label: label)
    }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (FamilyEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<FamilyEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

/// A start's page needs one placeholder per kind and family; they are made together (on every
/// core), and what each shows is what it would be made alone.
@Suite struct PlaceholderBatchTests {
    static let kinds = ["clock", "notes", "weather"]
    static let families: [WidgetFamily] = [.systemSmall, .systemMedium]

    static func engine(_ calls: PlaceholderCalls) -> TimelineEngine {
        TimelineEngine(
            catalog: WidgetCatalog(
                kinds.map { kind in
                    StaticConfiguration(kind: kind, provider: FamilyProvider(kind: kind, calls: calls)) { Text($0.label) }
                        .descriptor
                }))
    }

    /// Two instances of every kind and family: 12 instances, 6 placeholders.
    static func place(in engine: inout TimelineEngine, at now: Date) -> [WidgetInstanceID] {
        var ids: [WidgetInstanceID] = []
        for kind in kinds {
            for family in families {
                for copy in 1...2 {
                    let id = WidgetInstanceID(rawValue: "\(kind)-\(family.rawValue)-\(copy)")
                    engine.place(WidgetInstance(id: id, kind: kind, family: family), at: now)
                    ids.append(id)
                }
            }
        }
        return ids
    }

    @Test func aPageOfPlaceholdersMadeTogetherEqualsThemMadeOneByOne() {
        let now = Fixtures.instant
        let together = PlaceholderCalls()
        var batch = Self.engine(together)
        let ids = Self.place(in: &batch, at: now)
        batch.preparePlaceholders(for: ids, at: now)

        let alone = PlaceholderCalls()
        var single = Self.engine(alone)
        _ = Self.place(in: &single, at: now)
        for id in ids { single.preparePlaceholders(for: [id], at: now) }

        // Once per kind and family, however many instances share it.
        #expect(together.made.withLock { $0.count } == 6)
        #expect(together.made.withLock { Set($0) } == alone.made.withLock { Set($0) })
        for kind in Self.kinds {
            for family in Self.families {
                let made = batch.placeholder(kind: kind, family: family)
                #expect(made != nil)
                #expect(made == single.placeholder(kind: kind, family: family))
            }
        }
        // Made once: asking again makes none.
        batch.preparePlaceholders(for: ids, at: now)
        #expect(together.made.withLock { $0.count } == 6)
    }

    /// They are made on the calling thread and private serial queues, never on the global
    /// concurrent pool, whose first use on Linux starts libdispatch's worker-pool monitor: a
    /// wakeup a second for the rest of the process's life (a first start never slept again).
    /// libdispatch names its workers after their pool (the last 15 characters of the label):
    /// the serial queues' pool is the overcommit one, the global queue's is "…default-qos".
    @Test func placeholdersAreMadeOffTheGlobalConcurrentPool() {
        let calls = PlaceholderCalls()
        // Asked from a serial queue's thread (the overcommit pool's), not from a global worker.
        let asked = DispatchGroup()
        DispatchQueue(label: "test.caller").async(group: asked) {
            let now = Fixtures.instant
            var engine = Self.engine(calls)
            let ids = Self.place(in: &engine, at: now)
            engine.preparePlaceholders(for: ids, at: now)
        }
        asked.wait()
        let threads = calls.threads.withLock { $0 }
        #expect(threads.count == 6)
        #expect(threads.allSatisfy { $0.hasSuffix("overcommit\n") }, "\(threads)")
    }
}
