import CellGrid
import Glibc
import Terminal
import Terminal
import Testing

@MainActor
struct FakeTerminalTests {
    static let size = CellSize(width: 10, height: 3)

    /// A 10x3 buffer with `text` on the first row.
    static func buffer(_ text: String, size: CellSize = size, style: CellStyle = .plain) -> CellBuffer {
        var buffer = CellBuffer(size: size)
        buffer.put(text, at: .zero, style: style)
        return buffer
    }

    @Test func theFirstDrawWritesEveryCell() throws {
        let terminal = FakeTerminal(size: Self.size)
        try terminal.start()
        terminal.draw(Self.buffer("hello"))
        #expect(terminal.drawCount == 1)
        #expect(terminal.lastCellsWritten == 30)
        #expect(terminal.screen == Self.buffer("hello"))
    }

    @Test func aDrawWritesOnlyTheChangedCells() throws {
        let terminal = FakeTerminal(size: Self.size)
        try terminal.start()
        terminal.draw(Self.buffer("hello"))
        terminal.draw(Self.buffer("help!"))
        // "lo" became "p!": two cells.
        #expect(terminal.lastCellsWritten == 2)
        #expect(terminal.cellsWritten == 32)
        terminal.draw(Self.buffer("help!"))
        #expect(terminal.lastCellsWritten == 0)
        #expect(terminal.drawCount == 3)
        // A style change alone is a change.
        terminal.draw(Self.buffer("help!", style: CellStyle(foreground: .red)))
        #expect(terminal.lastCellsWritten == 5)
    }

    @Test func aWideClusterIsRewrittenWhole() throws {
        let terminal = FakeTerminal(size: Self.size)
        try terminal.start()
        terminal.draw(Self.buffer("a日本"))
        var changed = Self.buffer("a日本")
        // Restyle only the continuation cell of 本: the diff widens to the whole cluster.
        changed.restyle(CellRect(origin: CellPoint(x: 4, y: 0), size: CellSize(width: 1, height: 1))) { $0.attributes = .bold }
        terminal.draw(changed)
        #expect(terminal.lastCellsWritten == 2)
        #expect(terminal.screen == changed)
    }

    @Test func forceRepaintRewritesEveryCell() throws {
        let terminal = FakeTerminal(size: Self.size)
        try terminal.start()
        terminal.draw(Self.buffer("hello"))
        terminal.forceRepaint()
        terminal.draw(Self.buffer("hello"))
        #expect(terminal.lastCellsWritten == 30)
        // Only the next draw.
        terminal.draw(Self.buffer("hello"))
        #expect(terminal.lastCellsWritten == 0)
    }

    @Test func resizeQueuesAnEventAndTheNextDrawRepaintsFully() throws {
        let terminal = FakeTerminal(size: Self.size)
        try terminal.start()
        terminal.draw(Self.buffer("hello"))
        let bigger = CellSize(width: 12, height: 4)
        terminal.resize(to: bigger)
        #expect(terminal.size == bigger)
        #expect(terminal.readEvents() == [.resize])
        #expect(terminal.handleResize() == bigger)
        terminal.draw(Self.buffer("hello", size: bigger))
        #expect(terminal.lastCellsWritten == 48)
        #expect(terminal.screen.size == bigger)
        // Same size again after the repaint: only changes.
        terminal.draw(Self.buffer("hello", size: bigger))
        #expect(terminal.lastCellsWritten == 0)
    }

    @Test func aDrawOfAnotherSizeRepaintsFullyEvenWithoutHandleResize() throws {
        let terminal = FakeTerminal(size: Self.size)
        try terminal.start()
        terminal.draw(Self.buffer("hello"))
        terminal.draw(Self.buffer("hello", size: CellSize(width: 5, height: 2)))
        #expect(terminal.lastCellsWritten == 10)
    }

    @Test func sentEventsArriveOnceInOrder() {
        let terminal = FakeTerminal()
        terminal.send(.key(.character("a")), .key(.control("l")))
        terminal.send(.mouse(MouseEvent(position: CellPoint(x: 3, y: 4), kind: .press)))
        #expect(
            terminal.readEvents() == [
                .key(.character("a")), .key(.control("l")),
                .mouse(MouseEvent(position: CellPoint(x: 3, y: 4), kind: .press)),
            ])
        #expect(terminal.readEvents().isEmpty)
    }

    @Test func theInputDescriptorIsReadableExactlyWhileEventsArePending() {
        let terminal = FakeTerminal()
        #expect(terminal.inputFileDescriptor >= 0)
        #expect(!Self.isReadable(terminal.inputFileDescriptor))
        terminal.send(.key(.up))
        terminal.send(.key(.down))
        #expect(Self.isReadable(terminal.inputFileDescriptor))
        #expect(terminal.readEvents() == [.key(.up), .key(.down)])
        #expect(!Self.isReadable(terminal.inputFileDescriptor))
    }

    @Test func resumeRepaintsTheLastBuffer() throws {
        let terminal = FakeTerminal(size: Self.size)
        try terminal.start()
        terminal.draw(Self.buffer("hello"))
        terminal.suspend()
        #expect(terminal.isSuspended)
        terminal.draw(Self.buffer("later"))
        #expect(terminal.drawsWhileInactive == 1)
        let before = terminal.cellsWritten
        terminal.resume()
        #expect(!terminal.isSuspended)
        #expect(terminal.cellsWritten - before == 30)
        #expect(terminal.screen == Self.buffer("later"))
    }

    @Test func stopIsIdempotentAndStartCanFail() throws {
        let terminal = FakeTerminal()
        terminal.stop()
        #expect(terminal.stopCount == 0)
        try terminal.start()
        terminal.stop()
        terminal.stop()
        #expect(terminal.stopCount == 1)
        #expect(!terminal.isStarted)

        terminal.startError = TerminalError.notATerminal
        #expect(throws: TerminalError.notATerminal) { try terminal.start() }
        #expect(!terminal.isStarted)
    }

    /// Whether `descriptor` has data to read now.
    static func isReadable(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) == 1 && entry.revents & Int16(POLLIN) != 0
    }
}
