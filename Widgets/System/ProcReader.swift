import Foundation

/// Reads load, memory and processor count from `/proc` (`loadavg`, `meminfo`, `stat`).
///
/// The root is a seam: tests point it at fixture folders with the same files.
struct ProcReader: Sendable {
    var root: String = "/proc"

    /// `loadavg`, `meminfo` and the processor count, or the first problem naming its file,
    /// line and field.
    func read() -> Result<(SystemReading.Load, SystemReading.Memory, Int?), SystemProblem> {
        do {
            let load = try Self.parseLoad(try text("loadavg"), path: path("loadavg"))
            let memory = try Self.parseMemory(try text("meminfo"), path: path("meminfo"))
            let cpus = (try? text("stat")).flatMap(Self.parseCPUCount)
            return .success((load, memory, cpus))
        } catch let problem as SystemProblem {
            return .failure(problem)
        } catch {
            return .failure(SystemProblem(path: root, line: nil, message: "\(error)"))
        }
    }

    private func path(_ file: String) -> String { root + "/" + file }

    private func text(_ file: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path(file)), let text = String(data: data, encoding: .utf8) else {
            throw SystemProblem(path: path(file), line: nil, message: "cannot be read")
        }
        return text
    }

    /// "0.07 0.36 0.20 4/109 6867": the three averages, then running/all tasks (optional).
    static func parseLoad(_ text: String, path: String) throws -> SystemReading.Load {
        let fields = text.split(whereSeparator: \.isWhitespace).prefix(3)
        guard fields.count == 3 else {
            throw SystemProblem(path: path, line: 1, message: "expected three load averages, found \(fields.count) fields")
        }
        let names = ["1-minute", "5-minute", "15-minute"]
        let values = try zip(fields, names).map { field, name in
            guard let value = Double(field), value >= 0 else {
                throw SystemProblem(path: path, line: 1, message: "\(name) load \"\(field)\" is not a number")
            }
            return value
        }
        let tasks = text.split(whereSeparator: \.isWhitespace).dropFirst(3).first?.split(separator: "/").compactMap { Int($0) }
        return SystemReading.Load(
            one: values[0], five: values[1], fifteen: values[2],
            running: tasks?.count == 2 ? tasks?.first : nil, tasks: tasks?.count == 2 ? tasks?.last : nil)
    }

    /// `MemTotal` and `MemAvailable` (kB); kernels before 3.14 lack `MemAvailable`, where
    /// `MemFree` stands in.
    static func parseMemory(_ text: String, path: String) throws -> SystemReading.Memory {
        var values: [String: Double] = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = String(line[..<colon])
            guard ["MemTotal", "MemAvailable", "MemFree"].contains(key) else { continue }
            let fields = line[line.index(after: colon)...].split(whereSeparator: \.isWhitespace)
            guard let first = fields.first, let kilobytes = Double(first) else {
                throw SystemProblem(
                    path: path, line: index + 1, message: "\(key) \"\(fields.joined(separator: " "))\" is not a number of kB")
            }
            values[key] = kilobytes * 1_024
        }
        guard let total = values["MemTotal"] else { throw SystemProblem(path: path, line: nil, message: "no MemTotal line") }
        guard let available = values["MemAvailable"] ?? values["MemFree"] else {
            throw SystemProblem(path: path, line: nil, message: "no MemAvailable or MemFree line")
        }
        return SystemReading.Memory(total: total, available: available)
    }

    /// The `cpuN` lines of `/proc/stat`; nil when there are none.
    static func parseCPUCount(_ text: String) -> Int? {
        let count = text.split(separator: "\n").filter { line in
            line.hasPrefix("cpu") && line.dropFirst(3).first?.isNumber == true
        }.count
        return count > 0 ? count : nil
    }
}

/// A `/proc` file that cannot be used: which file, which line, what is wrong.
struct SystemProblem: Error, Hashable, Sendable, CustomStringConvertible {
    var path: String
    var line: Int?
    var message: String

    var description: String { "\(path)\(line.map { ":\($0)" } ?? ""): \(message)" }

    /// The same with the file's name alone (`loadavg:1: ...`): a tile has no room for a path.
    var summary: String {
        "\(path.split(separator: "/").last.map(String.init) ?? path)\(line.map { ":\($0)" } ?? ""): \(message)"
    }
}
