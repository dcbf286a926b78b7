import CellGrid
#if canImport(Glibc)
    import Glibc
#endif

/// A terminal without a terminal, for headless tests of the home screen.
///
/// It keeps what would be on screen (``screen``), counts draws and the cells each diff would
/// write, and delivers input events that tests queue with ``send(_:)``. Like
/// ``CursesTerminal``, a draw writes only the cells that changed since the last one (through
/// ``BufferDiff``), and every cell after ``forceRepaint()``, ``handleResize()`` or a size
/// change, so tests can assert how much a frame costs.
///
/// Pictures are recorded as a terminal with a picture protocol would draw them: ``pictures``
/// holds the placements on screen, ``pictureDiffs`` what each draw changed (nothing for a draw
/// whose pictures stayed, everything after a repaint).
///
/// ``inputFileDescriptor`` is the read end of a pipe that becomes readable when events are
/// queued, so a run loop that watches the descriptor works unchanged.
@MainActor
public final class FakeTerminal: Terminal {
    public private(set) var size: CellSize
    public var colorDepth: ColorDepth
    public var mouseEnabled = false
    public var reportsFocus = false
    /// How many times the background color was asked for (OSC 11).
    public private(set) var backgroundQueries = 0
    /// True from a background query until ``stopWaitingForBackgroundColor()`` or an answer
    /// sent as ``InputEvent/backgroundColor(_:)``.
    public private(set) var awaitingBackground = false
    /// Set to a codeset name to stand in for a terminal whose locale is not UTF-8.
    public var nonUTF8Codeset: String?
    public let inputFileDescriptor: Int32

    /// What is on screen: the last buffer drawn (blank at first, in the initial size).
    public private(set) var screen: CellBuffer
    /// Draws so far.
    public private(set) var drawCount = 0
    /// The last buffer the program drew, whole (what ``screen`` shows only within its damage).
    public private(set) var lastBuffer: CellBuffer?
    /// The cells the last draw compared (nil: it was drawn whole).
    public private(set) var lastDamage: [CellRect]?
    /// Cells written so far by all draws and repaints (the cells of each ``BufferDiff``).
    public private(set) var cellsWritten = 0
    /// Cells the last draw wrote.
    public private(set) var lastCellsWritten = 0
    /// Draws made while stopped or suspended (a real terminal would show nothing).
    public private(set) var drawsWhileInactive = 0
    /// Whether ``start()`` succeeded and ``stop()`` has not been called since.
    public private(set) var isStarted = false
    /// Whether the terminal is suspended (between ``suspend()`` and ``resume()``).
    public private(set) var isSuspended = false
    /// Times ``stop()`` actually stopped the terminal (repeated calls are no-ops).
    public private(set) var stopCount = 0
    /// When set, ``start()`` throws it (to test start-up failures).
    public var startError: (any Error)?
    /// The picture placements on screen (those of the last buffer drawn).
    public private(set) var pictures: [PicturePlacement] = []
    /// The picture changes of each draw that changed any, oldest first.
    public private(set) var pictureDiffs: [PictureDiff] = []

    private let wakeFileDescriptor: Int32
    private var pending: [InputEvent] = []
    private var needsFullRepaint = true

    /// A terminal of `size` (80x24 by default) showing `colorDepth` colors.
    public init(size: CellSize = CellSize(width: 80, height: 24), colorDepth: ColorDepth = .indexed) {
        self.size = size
        self.colorDepth = colorDepth
        self.screen = CellBuffer(size: size)
        var descriptors: [Int32] = [-1, -1]
        if pipe(&descriptors) == 0 {
            for descriptor in descriptors {
                _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            }
            inputFileDescriptor = descriptors[0]
            wakeFileDescriptor = descriptors[1]
        } else {
            inputFileDescriptor = -1
            wakeFileDescriptor = -1
        }
    }

    deinit {
        if inputFileDescriptor >= 0 { close(inputFileDescriptor) }
        if wakeFileDescriptor >= 0 { close(wakeFileDescriptor) }
    }

    public func start() throws {
        if let startError { throw startError }
        isStarted = true
        isSuspended = false
        needsFullRepaint = true
    }

    public func stop() {
        guard isStarted else { return }
        isStarted = false
        isSuspended = false
        stopCount += 1
    }

    public func draw(_ buffer: CellBuffer) {
        draw(buffer, damage: nil)
    }

    /// As a terminal would: only the cells within `damage` are compared and written, so a
    /// change outside it never reaches ``screen`` (the damage path's tests see it stale).
    public func draw(_ buffer: CellBuffer, within damage: [CellRect]) {
        draw(buffer, damage: damage)
    }

    private func draw(_ buffer: CellBuffer, damage: [CellRect]?) {
        drawCount += 1
        lastBuffer = buffer
        lastDamage = damage
        if !isStarted || isSuspended { drawsWhileInactive += 1 }
        let full = needsFullRepaint || screen.size != buffer.size
        let previous = full ? CellBuffer(size: .zero) : screen
        let diff =
            if let damage, !full { BufferDiff(from: previous, to: buffer, within: damage) } else { BufferDiff(from: previous, to: buffer) }
        lastCellsWritten = diff.changedCellCount
        cellsWritten += lastCellsWritten
        let pictureDiff = PictureDiff(from: pictures, to: buffer.pictures, full: needsFullRepaint)
        if !pictureDiff.isEmpty { pictureDiffs.append(pictureDiff) }
        pictures = buffer.pictures
        if damage != nil, !full {
            screen = diff.apply(to: screen)
            screen.pictures = buffer.pictures
        } else {
            screen = buffer
        }
        needsFullRepaint = false
    }

    public func queryBackgroundColor() {
        backgroundQueries += 1
        awaitingBackground = true
    }

    public func stopWaitingForBackgroundColor() {
        awaitingBackground = false
    }

    public func forceRepaint() {
        needsFullRepaint = true
    }

    /// Queues events for the next ``readEvents()`` and makes ``inputFileDescriptor`` readable.
    public func send(_ events: InputEvent...) {
        pending.append(contentsOf: events)
        guard wakeFileDescriptor >= 0, !events.isEmpty else { return }
        var byte: UInt8 = 1
        _ = Glibc.write(wakeFileDescriptor, &byte, 1)
    }

    public func readEvents() -> [InputEvent] {
        drainWakeUps()
        let events = pending
        pending.removeAll()
        return events
    }

    /// Changes the size, as when the user resizes the window, and queues ``InputEvent/resize``.
    /// The screen keeps the last buffer until the next draw.
    public func resize(to newSize: CellSize) {
        size = newSize
        send(.resize)
    }

    public func handleResize() -> CellSize {
        needsFullRepaint = true
        return size
    }

    public func suspend() {
        guard isStarted, !isSuspended else { return }
        isSuspended = true
    }

    /// Ends a suspension and repaints the screen in full (counted in ``cellsWritten``).
    public func resume() {
        guard isSuspended else { return }
        isSuspended = false
        let repaint = BufferDiff(from: CellBuffer(size: .zero), to: screen).changedCellCount
        cellsWritten += repaint
        needsFullRepaint = screen.size != size
        if !pictures.isEmpty { pictureDiffs.append(PictureDiff(from: [], to: pictures, full: true)) }
    }

    /// Empties the pipe behind ``inputFileDescriptor``.
    private func drainWakeUps() {
        guard inputFileDescriptor >= 0 else { return }
        var bytes = [UInt8](repeating: 0, count: 64)
        while bytes.withUnsafeMutableBytes({ read(inputFileDescriptor, $0.baseAddress, $0.count) }) > 0 {}
    }
}
