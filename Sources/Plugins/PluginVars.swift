import Archive
import Foundation
import WidgetEngine

/// A plugin's variables as xbar keeps them: a JSON object beside the plugin,
/// `{file name}.vars.json` (`{"VAR_UNITS": "metric", "VAR_COUNT": 5, "VAR_DARK": true}`),
/// written atomically when the user saves the widget's configuration.
public enum PluginVars {
    /// The values kept in `file`; none when there is no file. A file that is not such an
    /// object is a problem naming it.
    public static func read(_ file: URL) -> Result<[String: ConfigValue], PluginProblem> {
        guard FileManager.default.fileExists(atPath: file.path) else { return .success([:]) }
        let bytes: [UInt8]
        do {
            bytes = Array(try UserFile.read(file, limit: .settings))
        } catch {
            return .failure(PluginProblem(error.description))
        }
        guard case let .object(members) = try? JSONParser.parse(String(decoding: bytes, as: UTF8.self)) else {
            return .failure(PluginProblem("\(file.path): not a JSON object of variables"))
        }
        var values: [String: ConfigValue] = [:]
        for member in members {
            switch member.value {
            case let .bool(flag): values[member.name] = .boolean(flag)
            case let .number(text): values[member.name] = Double(text).map(ConfigValue.number)
            case let .string(text): values[member.name] = .string(text)
            default: continue
            }
        }
        return .success(values)
    }

    /// Writes `values` to `file`, atomically (mode 0600: variables hold tokens).
    public static func write(_ values: [String: ConfigValue], to file: URL) throws(FileError) {
        var object: [String: Any] = [:]
        for (name, value) in values {
            switch value {
            case let .string(text): object[name] = text
            case let .boolean(flag): object[name] = flag
            case let .integer(number): object[name] = number
            case let .number(number): object[name] = number == number.rounded() && abs(number) < 1e15 ? Int(number) as Any : number
            }
        }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data("{}".utf8)
        try AtomicFile.write(data + Data("\n".utf8), to: file, permissions: .keep(newFile: 0o600))
    }
}
