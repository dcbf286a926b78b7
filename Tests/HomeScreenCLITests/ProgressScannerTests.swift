import Testing

@testable import HomeScreenCLI

/// How `homescreen run -- CMD` reads progress from a command's output.
struct ProgressScannerTests {
    @Test func percentagesAndStepsAreReadFromTheLastLine() {
        var scanner = ProgressScanner()
        scanner.scan("building\n[3/12] cc a.c\n")
        #expect(scanner.step == "3/12")
        #expect(scanner.progress == 0.25)
        scanner.scan("download  45% |████      |\r download  50.5 % |█████")
        #expect(scanner.progress == 0.45)
        scanner.scan("\r")
        #expect(scanner.progress == 0.505)
        #expect(scanner.message == "download  50.5 % |█████")
    }

    @Test func escapeSequencesAndImpossibleValuesAreIgnored() {
        var scanner = ProgressScanner()
        scanner.scan("\u{1B}[32mok\u{1B}[0m 250% (7/5)\n")
        #expect(scanner.progress == nil)
        #expect(scanner.step == nil)
        #expect(scanner.message == "ok 250% (7/5)")
        scanner.scan("\u{1B}]0;title\u{07}(2/4) linking\n")
        #expect(scanner.step == "2/4")
        #expect(scanner.message == "(2/4) linking")
    }
}
