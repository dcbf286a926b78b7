import Dispatch
import Foundation
import Logging
import WidgetEngine
#if canImport(Glibc)
    import Glibc
#endif

/// Tells the home screen when its layout file may have changed, without polling: inotify on
/// the file's folder (editors replace files by renaming, so watching the file itself would
/// lose it), read through a Dispatch read source on the main queue. Nothing wakes while the
/// folder is quiet.
///
/// It reports writes that finished (`IN_CLOSE_WRITE`) and files moved in (`IN_MOVED_TO`, what
/// atomic saves do) under the file's name; the screen compares the text with what it last
/// read or wrote, so its own saves change nothing. Call ``stop()`` when done.
@MainActor
public final class LayoutFileWatcher {
    private var descriptor: Int32
    /// The names that count: the file's, and its target's when it is a symbolic link.
    private let names: Set<String>
    private var source: (any DispatchSourceRead)?
    private let logger = Logger(label: "homescreen.layout-watcher")

    /// Watches `file`; nil when inotify is not available (the reason is logged).
    public init?(file: URL) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
        guard descriptor >= 0 else {
            Logger(label: "homescreen.layout-watcher").error("cannot watch \(file.path): inotify_init1 failed (errno \(errno))")
            return nil
        }
        // A linked file (a dotfile manager's) is edited at its target: watch both folders.
        var watched = [file]
        if let target = try? AtomicFile.resolvedTarget(of: file), target.path != file.path { watched.append(target) }
        for folder in Set(watched.map { $0.deletingLastPathComponent().path }) {
            guard inotify_add_watch(descriptor, folder, UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO)) >= 0 else {
                Logger(label: "homescreen.layout-watcher").error("cannot watch \(folder): inotify_add_watch failed (errno \(errno))")
                close(descriptor)
                return nil
            }
        }
        self.descriptor = descriptor
        self.names = Set(watched.map(\.lastPathComponent))
    }

    /// Calls `changed` on the main queue whenever the file may have changed.
    public func start(_ changed: @escaping @MainActor () -> Void) {
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.readChanges() else { return }
                changed()
            }
        }
        let descriptor = self.descriptor
        source.setCancelHandler { close(descriptor) }
        source.resume()
        self.source = source
    }

    /// Reads the events queued so far; true when one of them names the file.
    public func readChanges() -> Bool {
        guard descriptor >= 0 else { return false }
        var named = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let length = buffer.withUnsafeBytes { Int($0.load(fromByteOffset: offset + 12, as: UInt32.self)) }
                let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
                if names.contains(String(decoding: nameBytes, as: UTF8.self)) { named = true }
                offset += header + length
            }
        }
        return named
    }

    /// Stops watching and closes the inotify descriptor (once the source is cancelled); the
    /// owner calls it when done.
    public func stop() {
        if let source {
            source.cancel()
        } else if descriptor >= 0 {
            close(descriptor)
        }
        source = nil
        descriptor = -1
    }

}
