import Foundation

/// The home screen's widgets process (`homescreen extension serve`) asked for every network
/// widget at once, its memory sampled from /proc. Its data is reported beyond the program
/// file's own writable image (37 MB in the README's static build: Foundation's ICU data lands
/// in a writable section), as the home screen's limit of 48 MB counts it; the tests run it
/// under that limit (`NetworkWidgetsProcessTests`).
enum WidgetsProcess {
    /// The repository's root (this file is Benchmarks/Benchmarks/NetworkBenchmarks/WidgetsProcess.swift).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built `homescreen`, or nil.
    static let program: String? = {
        let environment = ProcessInfo.processInfo.environment["HOMESCREEN_PROGRAM"].map { [$0] } ?? []
        let built = [".build/release/homescreen", ".build/debug/homescreen"].map { repositoryRoot.appendingPathComponent($0).path }
        let found = (environment + built).first { FileManager.default.isExecutableFile(atPath: $0) }
        if found == nil {
            print(
                "NetworkBenchmarks: no homescreen (swift build -c release --product homescreen in \(repositoryRoot.path)); the peak memory is skipped"
            )
        }
        return found
    }()

    /// The peak resident set and peak data beyond the image, in KB, of `program` serving every
    /// network widget at once against `base`.
    static func peakWhileAnswering(program: String, base: String) throws -> (resident: Int, data: Int) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("homescreen-bench-process-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = ["extension", "serve"]
        process.environment = [
            "PATH": "/usr/bin:/bin", "HOME": home.path, "XDG_CACHE_HOME": home.path + "/cache", "LANG": "C.UTF-8",
            "GITHUB_TOKEN": "ghp_benchmark",
        ]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let calls = requests(base: base)
        for (index, call) in calls.enumerated() {
            input.fileHandleForWriting.write(
                Data(#"{"version":1,"id":\#(index + 1),"call":{"kind":"timeline","context":\#(call)}}"#.utf8 + [0x0A]))
        }
        // Sampled on a thread of its own while this one waits for the answers.
        let sampler = Sampler(pid: process.processIdentifier)
        let thread = Thread { sampler.run() }
        thread.start()
        var answers = 0
        var buffered = Data()
        let reader = output.fileHandleForReading
        while answers < calls.count, let chunk = try? reader.read(upToCount: 1 << 20), !chunk.isEmpty {
            buffered.append(chunk)
            answers = buffered.filter { $0 == 0x0A }.count
        }
        let resident = status(process.processIdentifier, "VmHWM:")
        let image = writableImage(process.processIdentifier, program: program)
        let peakData = sampler.stop() - image
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard answers == calls.count else { throw Failure(description: "the widgets process answered \(answers) of \(calls.count)") }
        return (resident, peakData)
    }

    /// The KB of `program`'s own writable mappings in process `pid` (its image's data).
    static func writableImage(_ pid: Int32, program: String) -> Int {
        guard let maps = try? String(contentsOfFile: "/proc/\(pid)/maps", encoding: .utf8) else { return 0 }
        let real = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")) ?? program
        return maps.split(separator: "\n").reduce(0) { total, line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[1].hasPrefix("rw"), String(fields[5]) == real else { return total }
            let bounds = fields[0].split(separator: "-").compactMap { Int($0, radix: 16) }
            return bounds.count == 2 ? total + (bounds[1] - bounds[0]) / 1_024 : total
        }
    }

    /// A `/proc/PID/status` value in KB (0 when gone).
    static func status(_ pid: Int32, _ key: String) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return 0 }
        let line = text.split(separator: "\n").first { $0.hasPrefix(key) }
        return line.flatMap { Int($0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") } ?? 0
    }

    /// The contexts of a timeline call for each network widget, in the protocol's JSON.
    static func requests(base: String) -> [String] {
        func string(_ value: String) -> String { #"{"kind":"string","value":"\#(value)"}"# }
        let feeds = ["/feeds/rss.xml", "/feeds/atom.xml", "/feeds/feed.json", "/feeds/large.xml", "/huge"].map { base + $0 }.joined(
            separator: ",")
        let sites = ["/status/200", "/status/503", "/status/429"].map { base + $0 }.joined(separator: ",")
        let configurations = [
            ("feeds", #"{"feeds":\#(string(feeds))}"#),
            ("weather", #"{"place":\#(string("Berlin")),"server":\#(string(base))}"#),
            ("github", #"{"server":\#(string(base))}"#),
            ("sites", #"{"urls":\#(string(sites))}"#),
            ("calendar", #"{"subscriptions":\#(string(base + "/calendars/team.ics"))}"#),
        ]
        return configurations.map { widget, configuration in
            #"{"widget":"\#(widget)","family":"systemLarge","size":{"columns":46,"rows":22,"width":338,"height":354},"configuration":\#(configuration),"date":1795254060,"isPreview":false,"colorScheme":"dark","timeZone":"UTC","locale":"en_US"}"#
        }
    }

    /// The highest VmData seen, sampled every 2 ms until stopped.
    final class Sampler: @unchecked Sendable {
        let pid: Int32
        private let lock = NSLock()
        private var peak = 0
        private var stopped = false

        init(pid: Int32) {
            self.pid = pid
        }

        func run() {
            while lock.withLock({ !stopped }) {
                let data = WidgetsProcess.status(pid, "VmData:")
                lock.withLock { peak = max(peak, data) }
                usleep(2_000)
            }
        }

        func stop() -> Int {
            lock.withLock {
                stopped = true
                return peak
            }
        }
    }
}
