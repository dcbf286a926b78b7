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

    @Test func theConstructorMarkedEverySegmentForRandomAccess() throws {
        #if os(Linux)
            // No call here: the program's first constructor gave the advice when it loaded.
            // "rr" is the kernel's mark for MADV_RANDOM (no read-around on a fault, and no
            // asynchronous read-ahead when a marked page is touched). The code too: its start-up
            // part is read ahead explicitly.
            let found = segments()
            #expect(found.contains { $0.executable == 1 } && found.contains { $0.executable == 0 })
            for segment in found {
                #expect(try vmFlags(containing: segment.address).contains("rr"))
            }
        #endif
    }

    @Test func withoutTheReleaseLayoutTheWholeCodeSegmentIsReadAhead() throws {
        #if os(Linux)
            // The test program is linked without homescreen.ld (debug, default linker).
            #expect(startup_layout_applied() == 0)
            for segment in segments() {
                #expect(segment.startup_length == segment.file_length)
            }
            #expect(segments().contains { $0.writable == 1 })
        #endif
    }

    // MARK: ICU common data

    /// ICU common data as ICU links it into a program: the header (headerSize, 0xda 0x27, then
    /// a UDataInfo with the "CmnD" format), then the table of contents (a count and pairs of
    /// name and data offsets from the table's start, sorted by name), names, and items.
    private func commonData(items: [(name: String, bytes: Int)], format: String = "CmnD", magic: UInt8 = 0xda) -> [UInt8] {
        let headerSize = 32
        var header = [UInt8](repeating: 0, count: headerSize)
        header[0] = UInt8(headerSize)
        header[2] = magic
        header[3] = 0x27
        header[4] = 20 // UDataInfo.size
        header[12..<16] = ArraySlice(Array(format.utf8))
        let sorted = items.sorted { $0.name < $1.name }
        let names = sorted.map { Array("icudt76l/\($0.name)".utf8) + [0] }
        let tableOfContents = 4 + 8 * sorted.count
        var nameOffset = tableOfContents
        var dataOffset = tableOfContents + names.reduce(0) { $0 + $1.count }
        var table = withUnsafeBytes(of: UInt32(sorted.count).littleEndian, Array.init)
        var data: [UInt8] = []
        for (index, item) in sorted.enumerated() {
            table += withUnsafeBytes(of: UInt32(nameOffset).littleEndian, Array.init)
            table += withUnsafeBytes(of: UInt32(dataOffset).littleEndian, Array.init)
            nameOffset += names[index].count
            dataOffset += item.bytes
            data += [UInt8](repeating: UInt8(index + 1), count: item.bytes)
        }
        return header + table + names.flatMap { $0 } + data
    }

    private func find(_ name: String, in data: [UInt8]) -> (offset: Int, length: Int)? {
        var offset: UInt = 0
        var length: UInt = 0
        let found = data.withUnsafeBufferPointer { buffer in
            startup_icu_item(buffer.baseAddress, UInt(buffer.count), name, &offset, &length)
        }
        return found == 1 ? (Int(offset), Int(length)) : nil
    }

    @Test func findsEachItemOfICUCommonDataByItsName() throws {
        let items = [("zoneinfo64.res", 300), ("curr/en.res", 40), ("en.res", 17), ("root.res", 5), ("pool.res", 64)]
        let data = commonData(items: items)
        for (name, bytes) in items {
            let item = try #require(find(name, in: data), "\(name)")
            #expect(item.length == bytes)
            // The item's bytes are the ones written for it, whole.
            let fill = data[item.offset]
            #expect(data[item.offset..<item.offset + item.length].allSatisfy { $0 == fill })
            #expect(item.offset + item.length == data.count || data[item.offset + item.length] != fill)
        }
        #expect(find("en_US_POSIX.res", in: data) == nil)
        #expect(find("curr/root.res", in: data) == nil)
    }

    @Test func refusesWhatIsNotICUCommonData() {
        let items = [("en.res", 17), ("root.res", 5)]
        #expect(find("en.res", in: commonData(items: items, format: "ResB")) == nil)
        #expect(find("en.res", in: commonData(items: items, magic: 0x7f)) == nil)
        // Cut inside the table of contents.
        #expect(find("root.res", in: Array(commonData(items: items).prefix(40))) == nil)
        #expect(find("en.res", in: []) == nil)
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
