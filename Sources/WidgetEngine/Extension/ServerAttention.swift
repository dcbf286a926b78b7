import Foundation
import Synchronization

/// The extension side of attention: which instances of the served live widgets the host
/// shows, handed to each widget's ``LiveUpdates``; their pushes go out as lines of their own
/// (``ExtensionPush``), coalesced to one per instance and display instant.
final class ServerAttention: Sendable {
    private let attendedKinds = Mutex<Set<String>>([])
    private let output = WriterSlot()
    private let coalescer: PushCoalescer

    init() {
        let output = self.output
        coalescer = PushCoalescer { pushes in
            let writer = output.writer.withLock { $0 }
            for push in pushes {
                guard let line = try? ExtensionPush(push).line() else { continue }
                writer?.write(line)
            }
        }
    }

    /// Where push lines are written (the answers' writer: lines stay whole).
    func write(to writer: AnswerWriter) {
        output.writer.withLock { $0 = writer }
    }

    /// Tells each live widget of `catalog` its instances among `instances` (those no longer
    /// attended, an empty list).
    func attend(_ instances: [LiveInstance], catalog: WidgetCatalog) {
        let byKind = Dictionary(grouping: instances, by: \.kind)
        let kinds = attendedKinds.withLock { attended in
            defer { attended = Set(byKind.keys) }
            return attended.union(byKind.keys)
        }
        for kind in kinds.sorted() {
            catalog.descriptor(forKind: kind)?.live?.attend(byKind[kind] ?? [], sink: coalescer.sink)
        }
    }
}

/// The writer push lines go to, once serving starts.
private final class WriterSlot: Sendable {
    let writer = Mutex<AnswerWriter?>(nil)
}
