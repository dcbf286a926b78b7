import CellGrid

/// The screen and keyboard the home screen runs on: a real terminal through curses
/// (``CursesTerminal``) or a headless stand-in for tests (``FakeTerminal``).
///
/// The run loop owns one terminal on the main actor. It calls ``start()`` once, then reacts to
/// three sources: ``inputFileDescriptor`` becoming readable (call ``readEvents()``), `SIGWINCH`
/// (call ``handleResize()``), and its timer (paint a new ``CellBuffer`` and ``draw(_:)`` it).
/// ``stop()`` restores the terminal on the way out.
@MainActor
public protocol Terminal: AnyObject {
    /// Columns and rows of the screen.
    var size: CellSize { get }
    /// The colors the terminal can show; buffers may hold any colors, they are reduced to this.
    var colorDepth: ColorDepth { get }
    /// The user's character set when it is not UTF-8 (known after ``start()``): the run loop
    /// then draws ASCII stand-ins (``ASCIIFallback``). Nil for a UTF-8 terminal.
    var nonUTF8Codeset: String? { get }
    /// Takes over the terminal (full-screen mode, no echo, keys delivered at once, hidden
    /// cursor). Throws ``TerminalError`` when there is no usable terminal.
    func start() throws
    /// Gives the terminal back as it was. Safe to call more than once, and before ``start()``.
    func stop()
    /// Shows `buffer`: writes only the cells that differ from the last buffer drawn (see
    /// ``BufferDiff``), then updates the screen once. After ``forceRepaint()``,
    /// ``handleResize()`` or ``resume()``, or when the size changed, it writes every cell.
    func draw(_ buffer: CellBuffer)
    /// Shows `buffer`, whose cells outside `damage` are those of the last buffer drawn: only
    /// the cells within `damage` are compared and written. When ``draw(_:)`` would write every
    /// cell (a repaint, a new size), it does so here too.
    func draw(_ buffer: CellBuffer, within damage: [CellRect])
    /// Makes the next ``draw(_:)`` clear the screen and write every cell (Ctrl-L: the screen
    /// was garbled by another program).
    func forceRepaint()
    /// Every input event available now, oldest first; never blocks (it may wait the few
    /// milliseconds that tell a lone Escape from an escape sequence). Call it when
    /// ``inputFileDescriptor`` is readable; it drains everything that is pending.
    func readEvents() -> [InputEvent]
    /// Leaves full-screen mode so that another program can use the terminal.
    func suspend()
    /// Comes back after ``suspend()``: full-screen mode again and the last buffer repainted in
    /// full. If the size changed meanwhile, a ``InputEvent/resize`` event is queued.
    func resume()
    /// Adopts the terminal's current size (after `SIGWINCH` or a ``InputEvent/resize`` event)
    /// and returns it; the next ``draw(_:)`` clears and writes every cell.
    func handleResize() -> CellSize
    /// The descriptor input arrives on, for the run loop to watch for readability.
    var inputFileDescriptor: Int32 { get }
    /// Whether mouse clicks and the wheel are reported (as ``InputEvent/mouse(_:)``). While
    /// on, the terminal's own text selection usually needs Shift.
    var mouseEnabled: Bool { get set }
    /// How pictures (``CellBuffer/pictures``) are drawn and why, for the log; known after
    /// ``start()``, nil when the terminal has nothing to say.
    var pictureReport: String? { get }
    /// Whether the terminal reports gaining focus (xterm's mode 1004, as ``InputEvent/focusIn``),
    /// from ``start()`` and each resume; terminals without it ignore the request.
    var reportsFocus: Bool { get set }
    /// Asks the terminal for its background color (OSC 11); the answer comes as
    /// ``InputEvent/backgroundColor(_:)``, if the terminal answers at all.
    func queryBackgroundColor()
    /// Stops waiting for the answer to ``queryBackgroundColor()`` (its deadline passed): a
    /// sequence cut short is taken for keys again.
    func stopWaitingForBackgroundColor()
}

extension Terminal {
    public var pictureReport: String? { nil }
    public var reportsFocus: Bool {
        get { false }
        set {}
    }
    public func queryBackgroundColor() {}
    public func stopWaitingForBackgroundColor() {}
    public func draw(_ buffer: CellBuffer, within damage: [CellRect]) { draw(buffer) }
}
