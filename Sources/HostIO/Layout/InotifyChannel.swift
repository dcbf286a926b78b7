import Dispatch
import Logging
#if canImport(Glibc)
    import Glibc
#endif

/// The process's one inotify descriptor, shared by every ``PathWatcher``: Linux allows a user
/// 128 inotify instances in all, and a home screen watches its layout, its widgets' files and
/// its settings, so a descriptor each would spend three (and a test suite running dozens of
/// home screens at once, hundreds). Watches on the same folder are the same kernel watch; the
/// channel keeps which watchers asked for each, with which events, and hands each watcher only
/// the events of its own watches and kinds.
@MainActor
final class InotifyChannel {
    /// One event read: the watch it came from, its kinds (`IN_…`), and the name inside the
    /// watched folder (empty for the folder itself).
    struct Event {
        var watch: Int32
        var mask: UInt32
        var name: String
    }

    /// The shared channel; nil when inotify is not available (the reason is logged once).
    static let shared: InotifyChannel? = InotifyChannel()

    private let descriptor: Int32
    /// Watch → the watchers that asked for it and the events each counts.
    private var subscribers: [Int32: [ObjectIdentifier: UInt32]] = [:]
    /// Events read but not yet taken, by watcher.
    private var inboxes: [ObjectIdentifier: [Event]] = [:]
    /// What to call when a started watcher has events (see ``start(_:deliver:)``).
    private var deliveries: [ObjectIdentifier: () -> Void] = [:]
    private var source: (any DispatchSourceRead)?

    private init?() {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
        guard descriptor >= 0 else {
            Logger(label: "homescreen.watcher").error("cannot watch files: inotify_init1 failed (errno \(errno))")
            return nil
        }
        self.descriptor = descriptor
    }

    /// Watches `folder` for `mask` on behalf of `owner`: the watch's number, or nil with the
    /// reason in `errno`. The kernel's watch gets the union of what its watchers ask for.
    func addWatch(_ folder: String, mask: UInt32, for owner: ObjectIdentifier) -> Int32? {
        let watch = inotify_add_watch(descriptor, folder, mask | UInt32(IN_MASK_ADD))
        guard watch >= 0 else { return nil }
        subscribers[watch, default: [:]][owner, default: 0] |= mask
        return watch
    }

    /// `owner` no longer wants `watch`; the kernel's watch goes with its last watcher.
    func removeWatch(_ watch: Int32, for owner: ObjectIdentifier) {
        subscribers[watch]?[owner] = nil
        guard subscribers[watch]?.isEmpty == true else { return }
        subscribers[watch] = nil
        inotify_rm_watch(descriptor, watch)
    }

    /// Calls `deliver` on the main queue whenever `owner` has events to take.
    func start(_ owner: ObjectIdentifier, deliver: @escaping () -> Void) {
        deliveries[owner] = deliver
        guard source == nil else { return }
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.readEvents()
                for (owner, deliver) in self.deliveries where self.inboxes[owner]?.isEmpty == false { deliver() }
            }
        }
        source.resume()
        self.source = source
    }

    /// Forgets `owner`: its watches, its events and its delivery.
    func leave(_ owner: ObjectIdentifier) {
        for (watch, owners) in subscribers where owners[owner] != nil { removeWatch(watch, for: owner) }
        inboxes[owner] = nil
        deliveries[owner] = nil
    }

    /// The events read for `owner` so far (reading what the kernel has queued first).
    func take(for owner: ObjectIdentifier) -> [Event] {
        readEvents()
        return inboxes.removeValue(forKey: owner) ?? []
    }

    /// Reads every queued event into the inboxes of the watchers it concerns. A lost-events
    /// mark (`IN_Q_OVERFLOW`) goes to every watcher; a watch the kernel ended (`IN_IGNORED`:
    /// its folder went) to all of its watchers, and is forgotten.
    private func readEvents() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let header = MemoryLayout<inotify_event>.size
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            var offset = 0
            while offset + header <= count {
                let (watch, mask, length) = buffer.withUnsafeBytes {
                    (
                        $0.load(fromByteOffset: offset, as: Int32.self), $0.load(fromByteOffset: offset + 4, as: UInt32.self),
                        Int($0.load(fromByteOffset: offset + 12, as: UInt32.self))
                    )
                }
                let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
                offset += header + length
                let event = Event(watch: watch, mask: mask, name: String(decoding: nameBytes, as: UTF8.self))
                if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    for owner in Set(subscribers.values.flatMap(\.keys)) { inboxes[owner, default: []].append(event) }
                    continue
                }
                let ended = mask & UInt32(IN_IGNORED) != 0
                for (owner, wanted) in subscribers[watch] ?? [:] where ended || mask & wanted != 0 {
                    inboxes[owner, default: []].append(event)
                }
                if ended { subscribers[watch] = nil }
            }
        }
    }
}
