import Testing
@testable import WidgetEngine
#if canImport(Glibc)
    import Glibc
#endif

/// How the host words an extension's end and an answer too large, for the log and the
/// budget view.
struct ExtensionWordingTests {
    @Test(arguments: [
        (Int32(1) << 8, "exited with status 1"),
        (SIGSEGV, "crashed (signal 11, segmentation fault)"),
        (SIGILL, "crashed (signal 4, illegal instruction)"),
        (SIGABRT, "crashed (signal 6, aborted)"),
        (SIGKILL, "was killed (signal 9, killed)"),
    ])
    func anEndIsSaidInWords(status: Int32, words: String) {
        #expect(ExtensionProcess.describe(status: status) == words)
    }

    @Test func limitsAreSaidWithTheirThousandsGrouped() {
        #expect(ProviderFailure.tooManyEntries(count: 100_000, limit: 1_440).description == "100,000 entries: more than the limit of 1,440")
        #expect(
            ProviderFailure.archiveTooLarge(nodes: 1_250_001, limit: 200_000).description
                == "the views have 1,250,001 nodes: more than the limit of 200,000")
        #expect(ProviderFailure.grouped(999) == "999" && ProviderFailure.grouped(1_000) == "1,000")
    }
}
