import Foundation

/// The themes that ship with homescreen, as resource files of this folder.
public enum ShippedThemes {
    /// The shipped theme files (`builtin/*.toml`), sorted by name; empty when the resource
    /// bundle is missing (a binary copied away from its build folder).
    public static var files: [URL] {
        guard let folder = Bundle.module.url(forResource: "builtin", withExtension: nil),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            return []
        }
        return names.filter { $0.hasSuffix(".toml") }.sorted().map { folder.appendingPathComponent($0) }
    }
}
