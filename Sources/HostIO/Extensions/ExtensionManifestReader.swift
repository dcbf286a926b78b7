import Foundation
import TOMLKit

/// Reads a parsed `manifest.toml` into an ``ExtensionManifest``, collecting every problem with
/// its line and field.
struct ExtensionManifestReader {
    private(set) var problems: TOMLProblems

    init(file: String, text: String) {
        problems = TOMLProblems(file: file, text: text)
    }

    /// The manifest in `root`, or nil when a required field has a problem.
    mutating func manifest(from root: TOMLTable) -> ExtensionManifest? {
        for key in root.keys.sorted() where !ExtensionManifest.keys.contains(key) {
            fail(key, "unknown key; a manifest has name, executable, arguments and memory-limit-mb")
        }
        let name = self.name(in: root)
        let executable = self.executable(in: root)
        let arguments = self.arguments(in: root)
        let memory = memoryLimit(in: root)
        guard let name, let executable, let arguments, memory.valid else { return nil }
        return ExtensionManifest(name: name, executable: executable, arguments: arguments, memoryLimitMB: memory.value)
    }

    private mutating func name(in root: TOMLTable) -> String? {
        guard let name = string("name", in: root, example: "name = \"hello\"") else { return nil }
        guard ExtensionManifest.isValidName(name) else {
            fail("name", "\(LayoutWriter.string(name)) is not a name; use letters, digits, \"-\", \"_\" and \".\", e.g. name = \"hello\"")
            return nil
        }
        let folder = URL(fileURLWithPath: problems.file).deletingLastPathComponent().lastPathComponent
        guard name == folder else {
            fail("name", "\(LayoutWriter.string(name)) is not the name of its folder, \(LayoutWriter.string(folder)); rename one of them")
            return nil
        }
        return name
    }

    /// The program, absolute (a relative path is read from the manifest's folder).
    private mutating func executable(in root: TOMLTable) -> String? {
        let example = "executable = \"/home/you/bin/hello.py\" (absolute, or relative to this file's folder)"
        guard let path = string("executable", in: root, example: example) else { return nil }
        let folder = URL(fileURLWithPath: problems.file).deletingLastPathComponent()
        return path.hasPrefix("/") ? path : folder.appendingPathComponent(path).standardizedFileURL.path
    }

    private mutating func arguments(in root: TOMLTable) -> [String]? {
        guard let value = root["arguments"] else { return [] }
        guard let array = value.array else {
            fail("arguments", "\(TOMLProblems.describe(value)) is not an array of strings; e.g. arguments = [\"--verbose\"]")
            return nil
        }
        var arguments: [String] = []
        for (index, element) in array.enumerated() {
            guard let argument = element.string else {
                fail("arguments[\(index)]", "\(TOMLProblems.describe(element)) is not a string; every argument is a string")
                continue
            }
            arguments.append(argument)
        }
        return arguments.count == array.count ? arguments : nil
    }

    private mutating func memoryLimit(in root: TOMLTable) -> (valid: Bool, value: Int?) {
        guard let value = root["memory-limit-mb"] else { return (true, nil) }
        guard let megabytes = value.int, (8...4096).contains(megabytes) else {
            fail(
                "memory-limit-mb",
                "\(TOMLProblems.describe(value)) is not a whole number of megabytes from 8 to 4096; e.g. memory-limit-mb = 64")
            return (false, nil)
        }
        return (true, megabytes)
    }

    /// A required, non-empty string.
    private mutating func string(_ key: String, in root: TOMLTable, example: String) -> String? {
        guard let value = root[key] else {
            fail(key, "missing; e.g. \(example)")
            return nil
        }
        guard let string = value.string, !string.isEmpty else {
            fail(key, "\(TOMLProblems.describe(value)) is not a non-empty string; e.g. \(example)")
            return nil
        }
        return string
    }

    private mutating func fail(_ field: String, _ message: String) {
        problems.fail(field, message)
    }
}
