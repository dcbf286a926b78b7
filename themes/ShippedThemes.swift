/// The themes that ship with homescreen: the files of `builtin/`, compiled into the program.
public enum ShippedThemes {
    /// One shipped theme file.
    public struct File: Sendable {
        /// Its path in the source tree, for messages ("themes/builtin/dark.toml").
        public let path: String
        /// Its text.
        public let text: String
    }

    /// The shipped theme files, sorted by name.
    public static let files: [File] = [
        File(path: "themes/builtin/dark.toml", text: String(decoding: PackageResources.dark_toml, as: UTF8.self)),
        File(path: "themes/builtin/dusk.toml", text: String(decoding: PackageResources.dusk_toml, as: UTF8.self)),
        File(path: "themes/builtin/high-contrast.toml", text: String(decoding: PackageResources.high_contrast_toml, as: UTF8.self)),
        File(path: "themes/builtin/light.toml", text: String(decoding: PackageResources.light_toml, as: UTF8.self)),
    ]
}
