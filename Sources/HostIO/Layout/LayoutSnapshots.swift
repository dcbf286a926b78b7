import Archive
import Foundation
import Logging
import WidgetEngine
import WidgetUI

/// The last good reading of each layout file, kept in the archive's binary form so that a
/// start whose file holds the same text skips TOML: parsing and checking a layout of 10,000
/// widgets takes about 70 ms, reading its snapshot a few.
///
/// A snapshot is `<folder>/<digest of the file's path>.layout`: the magic bytes `HSLS`, its
/// own format version, the archive's ``ArchiveFormat/version``, the program's build, the page
/// grid it was checked against, a 64-bit digest of the file's bytes (MurmurHash64A, its length
/// folded in), then the ``HomeLayout``. It is used only when all of these match, and written
/// only for a layout read from the file with no problem (at a start, or when a hand edit is
/// read; an edit saved by the screen leaves the next start to read the file once). The checks
/// that depend on the widgets installed (families, parameter values) are not in it: they are
/// made again on every start (``LayoutFile``).
/// A snapshot that is missing, stale or damaged is only a slower start. A snapshot read is
/// marked used (its modification time set to now); writing one removes the others not used
/// for ``unusedLifetime`` (those of `--layout` files no longer started from).
public struct LayoutSnapshots: Sendable {
    static let logger = Logger(label: "homescreen.layout")
    static let magic: [UInt8] = Array("HSLS".utf8)
    /// The snapshot's own format: a new version when ``HomeLayout``'s archived fields or the
    /// layout file's rules change (a new build is told apart by ``build`` as well).
    static let formatVersion: UInt64 = 2
    /// How long a snapshot neither read nor written is kept once another is written: 30 days.
    /// One removed that is still wanted costs its file's next start one reading of the TOML.
    static let unusedLifetime: TimeInterval = 30 * 24 * 3_600

    /// The folder of the snapshots.
    public let folder: URL
    /// The program that reads and writes them (``ExecutableStamp/build``): a snapshot made by
    /// another build is not used, whatever that build's rules were.
    public let build: String

    /// Snapshots kept in `folder` (made when the first is written), by the running program's
    /// build unless `build` says another. When the program cannot be looked at, its
    /// snapshots are this process's own: no other run reads them.
    public init(folder: URL, build: String? = nil) {
        self.folder = folder
        self.build = build ?? ExecutableStamp.running?.build ?? "unknown program \(UUID().uuidString)"
    }

    /// `$XDG_CACHE_HOME/homescreen/layouts`, else `~/.cache/homescreen/layouts`; nil without a
    /// home folder.
    public static func standard(environment: [String: String] = ProcessEnvironment.variables) -> LayoutSnapshots? {
        UserFolders(environment: environment).homescreenFolder(.cache).map {
            LayoutSnapshots(folder: $0.appendingPathComponent("layouts", isDirectory: true))
        }
    }

    /// The layout read last time from `file` when its bytes had `digest` and it was checked
    /// against `profile`'s grid by this build; nil when there is no such snapshot. A snapshot
    /// read is marked used at `now` (``removeUnused(before:keeping:)`` goes by that time).
    public func layout(of file: URL, digest: UInt64, profile: DeviceProfile, now: Date = Date()) -> HomeLayout? {
        let url = snapshotURL(of: file)
        guard let data = try? FileContents.read(url) else { return nil }
        do {
            var archive = ArchiveReader([UInt8](data))
            guard try archive.readBytes(Self.magic.count).elementsEqual(Self.magic),
                try archive.readVarint() == Self.formatVersion, try archive.readVarint() == UInt64(ArchiveFormat.version),
                try archive.read(String.self) == build,
                try archive.readVarint() == UInt64(profile.grid.width), try archive.readVarint() == UInt64(profile.grid.height),
                try archive.readFixed(UInt64.self) == digest
            else { return nil }
            let layout: HomeLayout = try archive.read()
            guard archive.isAtEnd else { return nil }
            // Used now (a read-only cache stays as it is).
            try? FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: url.path)
            return layout
        } catch {
            Self.logger.debug("layout snapshot of \(file.path) not read: \(error)")
            return nil
        }
    }

    /// Keeps `layout` as what `file` holds while its bytes have `digest`, and removes the
    /// other snapshots last used (read or written) over ``unusedLifetime`` before `now`. A
    /// snapshot that cannot be written is logged and skipped.
    public func keep(_ layout: HomeLayout, of file: URL, digest: UInt64, profile: DeviceProfile, now: Date = Date()) {
        let url = snapshotURL(of: file)
        var archive = ArchiveWriter()
        archive.writeBytes(Self.magic)
        archive.writeVarint(Self.formatVersion)
        archive.writeVarint(UInt64(ArchiveFormat.version))
        do {
            try archive.write(build)
            archive.writeVarint(UInt64(profile.grid.width))
            archive.writeVarint(UInt64(profile.grid.height))
            archive.writeFixed(digest)
            try archive.write(layout)
            try PrivateFolder.make(folder)
            try AtomicFile.write(Data(archive.bytes), to: url, permissions: .exactly(0o600), durable: false)
        } catch {
            Self.logger.warning("layout snapshot of \(file.path) not written: \(error)")
        }
        removeUnused(before: now.addingTimeInterval(-Self.unusedLifetime), keeping: url.lastPathComponent)
    }

    /// Removes the snapshots (regular `*.layout` files in ``folder``; no folder, link or other
    /// file) last used before `cutoff`, but the one named `kept`.
    func removeUnused(before cutoff: Date, keeping kept: String) {
        let manager = FileManager.default
        let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasSuffix(".layout") && name != kept {
            let path = folder.appendingPathComponent(name).path
            guard let attributes = try? manager.attributesOfItem(atPath: path),
                attributes[.type] as? FileAttributeType == .typeRegular,
                let written = attributes[.modificationDate] as? Date, written < cutoff
            else { continue }
            do {
                try manager.removeItem(atPath: path)
                Self.logger.info("removed the layout snapshot \(name), unused since \(written)")
            } catch {
                Self.logger.debug("layout snapshot \(name) not removed: \(error)")
            }
        }
    }

    /// Where the snapshot of `file` is: named by the digest of its absolute path, so that
    /// every `--layout` file has its own.
    func snapshotURL(of file: URL) -> URL {
        let name = String(TextDigest.of(file.standardizedFileURL.path), radix: 16)
        return folder.appendingPathComponent("\(name).layout")
    }
}
