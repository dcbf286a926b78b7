#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// The user's home folder and the XDG base folders, read from an environment: the one place
/// that expands `~` in a path, and the one that writes a path back with `~` for the home folder.
///
/// The home folder is `$HOME`; the password database's entry only when `HOME` is unset. The
/// base folders are `$XDG_CONFIG_HOME`, `$XDG_DATA_HOME`, `$XDG_STATE_HOME` and
/// `$XDG_CACHE_HOME` when they hold an absolute path, else `~/.config`, `~/.local/share`,
/// `~/.local/state` and `~/.cache`, as the XDG Base Directory specification says.
///
/// Tests hand in an environment of their own, so they never read the real home folder.
public struct UserFolders: Sendable, Hashable {
    /// The variables the folders are read from.
    public var environment: [String: String]

    /// The folders of `environment`.
    public init(environment: [String: String]) {
        self.environment = environment
    }

    /// The folders of this process's environment.
    public static var process: UserFolders {
        UserFolders(environment: ProcessEnvironment.variables)
    }

    /// One XDG base folder: its variable and its default below the home folder.
    public enum Base: String, CaseIterable, Sendable {
        /// Settings (`~/.config`).
        case config = "XDG_CONFIG_HOME"
        /// Data (`~/.local/share`).
        case data = "XDG_DATA_HOME"
        /// State (`~/.local/state`).
        case state = "XDG_STATE_HOME"
        /// Caches (`~/.cache`).
        case cache = "XDG_CACHE_HOME"

        /// The folder below the home folder when the variable is unset or not absolute.
        var fallback: String {
            switch self {
            case .config: return ".config"
            case .data: return ".local/share"
            case .state: return ".local/state"
            case .cache: return ".cache"
            }
        }
    }

    /// `$HOME`, or the account's home folder from the password database when `HOME` is unset;
    /// nil when neither gives one.
    public var home: String? {
        if let home = environment["HOME"] {
            return home.isEmpty ? nil : Self.trimmingSlash(home)
        }
        return Self.passwordDatabaseHome(user: nil)
    }

    /// The base folder (`$XDG_CONFIG_HOME`, else `~/.config`, …); nil without a home folder.
    public func folder(_ base: Base) -> String? {
        if let value = environment[base.rawValue], value.hasPrefix("/") { return Self.trimmingSlash(value) }
        return home.map { $0 + "/" + base.fallback }
    }

    /// homescreen's own folder in `base` (`~/.config/homescreen`, …).
    public func homescreenFolder(_ base: Base) -> URL? {
        folder(base).map { URL(fileURLWithPath: $0).appendingPathComponent("homescreen") }
    }

    /// `path` with a leading `~`, `~user`, `$HOME` or `$XDG_…_HOME` replaced by the folder it
    /// names; any other path as it is (a variable with no folder stays as written).
    public func expanding(_ path: String) -> String {
        if path == "~" || path.hasPrefix("~/") {
            guard let home else { return path }
            return home + path.dropFirst()
        }
        if path.hasPrefix("~") {
            let user = path.dropFirst().prefix { $0 != "/" }
            guard let folder = Self.passwordDatabaseHome(user: String(user)) else { return path }
            return folder + path.dropFirst(1 + user.count)
        }
        if path.hasPrefix("$") {
            let name = path.dropFirst().prefix { $0 != "/" }
            let rest = path.dropFirst(1 + name.count)
            if name == "HOME", let home { return home + rest }
            if let base = Base(rawValue: String(name)), let folder = folder(base) { return folder + rest }
        }
        return path
    }

    /// `path` with the home folder written as `~` (`/home/ana/todo.txt` → `~/todo.txt`), so a
    /// message names the file as the user would type it.
    public func abbreviating(_ path: String) -> String {
        guard let home, home != "/" else { return path }
        if path == home { return "~" }
        if path.hasPrefix(home + "/") { return "~" + path.dropFirst(home.count) }
        return path
    }

    /// `path` as a message shows it: expanded, then with `~` for the home folder.
    public func display(_ path: String) -> String {
        abbreviating(expanding(path))
    }

    private static func trimmingSlash(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// The home folder the password database gives `user` (nil: this account). The reentrant
    /// calls, as providers expand paths on several threads at once.
    private static func passwordDatabaseHome(user: String?) -> String? {
        var entry = passwd()
        var found: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 16_384)
        // The entry's strings live in `buffer`: read them before it goes.
        let home = buffer.withUnsafeMutableBufferPointer { storage -> String? in
            guard let base = storage.baseAddress else { return nil }
            let status =
                user.map { getpwnam_r($0, &entry, base, storage.count, &found) }
                ?? getpwuid_r(getuid(), &entry, base, storage.count, &found)
            guard status == 0, found != nil, let folder = entry.pw_dir else { return nil }
            return String(cString: folder)
        }
        return home?.isEmpty == false ? home : nil
    }
}
