import CStartupPrefetch
import Foundation
import Testing

/// The start-up advice the homescreen program gives the kernel about its own file, checked
/// on this test program (the constructor and the functions are the same code).
struct StartupPrefetchTests {
    private func segments() -> [startup_segment] {
        var buffer = [startup_segment](repeating: startup_segment(), count: 16)
        let count = Int(startup_prefetch_segments(&buffer, Int32(buffer.count)))
        return Array(buffer.prefix(count))
    }

    /// The address of a function compiled into this program.
    private var codeAddress: UInt {
        let function: @convention(c) (UnsafeMutablePointer<startup_segment>?, Int32) -> Int32 = startup_prefetch_segments
        return UInt(bitPattern: unsafeBitCast(function, to: UnsafeRawPointer.self))
    }

    @Test func findsTheProgramsCodeAndDataSegmentsInsideItsFile() throws {
        #if os(Linux)
        let found = segments()
        var file = stat()
        try #require(stat("/proc/self/exe", &file) == 0)
        let fileSize = file.st_size
        #expect(fileSize > 0)
        #expect(found.contains { $0.executable == 1 })
        #expect(found.contains { $0.executable == 0 })
        for segment in found {
            #expect(segment.file_offset >= 0 && segment.file_length > 0)
            #expect(segment.file_offset + segment.file_length <= Int64(fileSize))
            #expect(segment.address % UInt(sysconf(Int32(_SC_PAGESIZE))) == 0)
        }
        // The code segment's mapping holds this program's functions: the addresses are the
        // running program's, not the file's.
        let code = try #require(found.first { $0.executable == 1 })
        #expect((code.address..<code.address + code.length).contains(codeAddress))
        #endif
    }

    @Test func theConstructorMarkedTheDataSegmentsForRandomAccess() throws {
        #if os(Linux)
        // No call here: the program's first constructor gave the advice when it loaded.
        // "rr" is the kernel's mark for MADV_RANDOM (no read-around on a fault).
        for data in segments() where data.executable == 0 {
            #expect(try vmFlags(containing: data.address).contains("rr"))
        }
        for code in segments() where code.executable == 1 {
            #expect(try !vmFlags(containing: code.address).contains("rr"))
        }
        #endif
    }

    /// The VmFlags line of the mapping in /proc/self/smaps that contains `address`.
    private func vmFlags(containing address: UInt) throws -> [Substring] {
        let smaps = try String(contentsOfFile: "/proc/self/smaps", encoding: .utf8)
        var inside = false
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if let range = fields.first, range.contains("-"), !range.hasSuffix(":") {
                let bounds = range.split(separator: "-").compactMap { UInt($0, radix: 16) }
                inside = bounds.count == 2 && (bounds[0]..<bounds[1]).contains(address)
            } else if inside, fields.first == "VmFlags:" {
                return Array(fields.dropFirst())
            }
        }
        throw SmapsError(address: address)
    }

    private struct SmapsError: Error {
        var address: UInt
    }
}
