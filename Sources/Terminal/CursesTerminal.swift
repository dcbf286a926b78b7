import CNcursesw
import CellGrid
import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// The real terminal, through ncursesw.
///
/// curses is process-wide state, so this is the one place that touches it, on the main actor.
/// It starts, stops, suspends and resumes curses; what is drawn is its ``CursesOutput`` (colors
/// reduced to what the terminal can show, color pairs allocated on first use, only the cells
/// that changed sent before one `doupdate`, pictures), what is read its ``CursesInput`` (keys,
/// the mouse, resizes, pastes).
///
/// The settings ``start()`` makes, and why:
/// - `setlocale(LC_CTYPE, "")`: curses encodes and measures wide characters by the process
///   locale; without a UTF-8 `LC_CTYPE` it draws CJK and emoji as escapes. When the user's
///   locale is not UTF-8 (`LANG` unset in containers and CI), `C.UTF-8` is used instead. Only
///   `LC_CTYPE` is set: the other categories (numbers, collation) would change how C code in
///   the process (parsers) reads and prints numbers.
/// - `newterm` on standard input and output when both are terminals, else on `/dev/tty`, so the
///   home screen works with its output piped; unlike `initscr`, it fails with an error instead
///   of exiting when `TERM` is unknown.
/// - `cbreak`: keys arrive as typed, not a line at a time; Ctrl-C and Ctrl-Z still send their
///   signals, which the run loop (and curses' own handlers) turn into a clean exit or suspend.
/// - `noecho`: typed keys are not printed over the screen.
/// - `nonl`: Return arrives as CR (13) untranslated, and curses may move the cursor down with
///   a bare line feed, which saves output.
/// - `intrflush(FALSE)`: an interrupt key does not flush curses' output queue, so its idea of
///   the screen stays right.
/// - `keypad(TRUE)`: escape sequences of arrows, function keys and the mouse arrive decoded as
///   `KEY_*` codes.
/// - `nodelay(TRUE)`: reads return `ERR` at once when nothing is pending, so ``readEvents()``
///   never blocks the main actor (the run loop calls it when the descriptor is readable).
/// - `set_escdelay(25)`: a lone Escape is reported after 25 ms instead of curses' default second;
///   escape sequences from a local or ssh terminal arrive well within that.
/// - `leaveok(TRUE)`: the cursor is hidden, so curses may leave it wherever the last write did
///   instead of moving it back, saving a cursor motion per update.
/// - `idcok(FALSE)`: curses only overwrites cells, never inserts or deletes characters to shift
///   a line; the home screen never shifts text sideways, and looking for it was a third of each
///   update's work (a seconds timer changes one or two cells).
/// - `curs_set(0)`: hides the cursor (the home screen draws its own focus).
/// - `typeahead(-1)`: curses normally abandons an update half-way when input is pending and
///   finishes it at the next refresh; the home screen may idle after a burst of keys, which
///   would leave the screen half-drawn.
/// - Bracketed paste (`ESC [?2004h`, off again on the way out and in ``emergencyRestore()``):
///   the terminal marks pasted text, which arrives as ``InputEvent/paste(_:)`` (see
///   ``BracketedPaste``), so a paste is typed where text is typed and never taken as keys.
/// - One `endwin` and `doupdate` before the first frame (``leaveInitialState()``): ncurses 6.4
///   writes its output out at every cursor motion until then, so a frame would reach the
///   terminal in pieces.
/// - `start_color` + `use_default_colors`: colors, with -1 meaning the terminal's own
///   foreground and background (so the default cell keeps the user's colors and transparency).
///   Skipped when the terminal has no colors, `NO_COLOR` is set, or the color limit is none.
/// - Resizes: curses installs its own `SIGWINCH` handler when the signal's disposition is the
///   default at ``start()``; it then reports `KEY_RESIZE`, which ``readEvents()`` turns into
///   ``InputEvent/resize``. A run loop with its own `SIGWINCH` source replaces that handler.
///   Either way ``handleResize()`` reads the size from the kernel and resizes curses
///   (`resize_term`, which queues no second event).
/// - Color pairs: defined with `init_extended_pair` as first used, numbered by
///   ``ColorPairCache`` (stable numbers; when the table fills up it is reset and the screen
///   repainted). Pair numbers above 255 reach `setcchar` through its `opts` argument
///   (`hs_mvadd_cluster`).
@MainActor
public final class CursesTerminal: Terminal {
    enum State {
        case stopped, running, suspended
    }

    /// The most the color depth may be (a `--color` choice); the terminal may allow less.
    public let colorLimit: ColorDepth
    /// Whether to find direct color where the terminfo entry does not have it (see ``DirectColor``).
    public var directColor = DirectColor.Request.detect
    /// Where a direct-color terminfo entry is compiled (the cache folder); nil: never compiled.
    public var directColorCache: URL?
    /// The `--graphics` choice; `auto` defers to `HOMESCREEN_GRAPHICS`, then to the terminal.
    public let graphicsChoice: GraphicsChoice
    /// How pictures are drawn and why, known after ``start()`` (for the log).
    public internal(set) var pictureReport: String?
    public var mouseEnabled = false {
        didSet { applyMouseMask() }
    }
    /// Set before ``start()``: focus reports are asked for at start and each resume.
    public var reportsFocus = false

    var state = State.stopped
    private var screen: OpaquePointer?
    private var ownedTTY: UnsafeMutablePointer<FILE>?
    /// What is drawn and how: the diff, the colors, the pictures.
    var output = CursesOutput()
    /// What is read and how: keys, the mouse, pastes.
    var input = CursesInput()

    public var inputFileDescriptor: Int32 { input.descriptor }
    public internal(set) var colorDepth: ColorDepth {
        get { output.colorDepth }
        set { output.colorDepth = newValue }
    }
    var outputFileDescriptor: Int32 { output.descriptor }
    var defaultColors: Bool {
        get { output.defaultColors }
        set { output.defaultColors = newValue }
    }
    var pairs: ColorPairCache {
        get { output.pairs }
        set { output.pairs = newValue }
    }
    var renditions: [CellStyle: CursesOutput.Rendition] {
        get { output.renditions }
        set { output.renditions = newValue }
    }

    /// A terminal that shows at most `colorLimit` colors (`.none` for `--color never`) and
    /// draws pictures as `graphics` says (see ``GraphicsDetection``). Nothing happens until
    /// ``start()``.
    public init(colorLimit: ColorDepth = .direct, graphics: GraphicsChoice = .auto) {
        self.colorLimit = colorLimit
        self.graphicsChoice = graphics
    }

    public var size: CellSize {
        if state != .stopped, let window = hs_stdscr() {
            return CellSize(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
        }
        return Self.terminalSize(of: STDOUT_FILENO) ?? Self.terminalSize(of: STDIN_FILENO) ?? CellSize(width: 80, height: 24)
    }

    // MARK: Starting and stopping

    /// The environment's codeset when it is not UTF-8, found by ``start()``.
    public private(set) var nonUTF8Codeset: String?

    public func start() throws {
        guard state == .stopped else { return }
        nonUTF8Codeset = Self.selectUTF8Locale()
        let input: UnsafeMutablePointer<FILE>
        let output: UnsafeMutablePointer<FILE>
        if isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1, let stdinFile = hs_stdin(), let stdoutFile = hs_stdout() {
            (input, output) = (stdinFile, stdoutFile)
            (self.input.descriptor, self.output.descriptor) = (STDIN_FILENO, STDOUT_FILENO)
        } else {
            guard let tty = fopen("/dev/tty", "r+") else { throw TerminalError.notATerminal }
            ownedTTY = tty
            (input, output) = (tty, tty)
            (self.input.descriptor, self.output.descriptor) = (fileno(tty), fileno(tty))
        }
        // Direct color the entry does not tell curses about: started with an entry that does.
        let direct = DirectColor.entry(request: directColor, environment: ProcessInfo.processInfo.environment, cache: directColorCache)
        let savedTerminfo = getenv("TERMINFO").map { String(cString: $0) }
        if let direct { setenv("TERMINFO", direct.folder.path, 1) }
        let started = newterm(direct?.name, output, input)
        if direct != nil {
            if let savedTerminfo { setenv("TERMINFO", savedTerminfo, 1) } else { unsetenv("TERMINFO") }
        }
        guard let newScreen = started else {
            closeOwnedTTY()
            let type = getenv("TERM").map { String(cString: $0) } ?? ""
            throw TerminalError.cannotInitialize(terminalType: type)
        }
        screen = newScreen
        _ = set_term(newScreen)
        state = .running
        configure()
        setUpPictures()
        leaveInitialState()
        self.output.lastDrawn = nil
        self.output.needsFullRepaint = true
        self.output.needsClear = false
        self.input.paste = BracketedPaste()
        self.output.writeToTerminal(BracketedPaste.enable)
        if reportsFocus { self.output.writeToTerminal(TerminalReports.enableFocus) }
    }

    /// Applies the settings described on the type.
    private func configure() {
        guard let window = hs_stdscr() else { return }
        _ = cbreak()
        _ = noecho()
        _ = nonl()
        _ = intrflush(window, false)
        _ = keypad(window, true)
        CursesKeyDecoder.defineAltKeys()
        _ = nodelay(window, true)
        _ = leaveok(window, true)
        idcok(window, false)
        _ = typeahead(-1)
        _ = curs_set(0)
        hs_set_escdelay(25)
        disableFlowControl()

        let noColor = getenv("NO_COLOR").map { CursesColors.noColorRequested(["NO_COLOR": String(cString: $0)]) } ?? false
        if has_colors(), !noColor, colorLimit != .none, start_color() == OK {
            defaultColors = use_default_colors() == OK
            colorDepth = CursesColors.depth(
                colorCount: Int(hs_colors()), hasRGB: hs_has_rgb_capability() != 0,
                noColor: false, limit: colorLimit)
            pairs = ColorPairCache(capacity: Int(hs_color_pairs()) - 1)
        } else {
            colorDepth = .none
            pairs = ColorPairCache(capacity: 0)
        }
        renditions.removeAll()
        applyMouseMask()
    }

    /// Turns the terminal's output flow control (`ixon`) off while the screen runs: with it on,
    /// Ctrl-S froze the output and the screen seemed to ignore every key until Ctrl-Q. curses'
    /// `cbreak` leaves it as the shell had it. The program mode saved next (`def_prog_mode`)
    /// keeps it off after a program launched from the screen; `endwin` restores the shell's
    /// mode, flow control included, at every way out.
    private func disableFlowControl() {
        var modes = termios()
        guard tcgetattr(inputFileDescriptor, &modes) == 0 else { return }
        modes.c_iflag &= ~tcflag_t(IXON)
        _ = tcsetattr(inputFileDescriptor, TCSANOW, &modes)
    }

    /// Takes curses through one suspend and resume before the first frame.
    ///
    /// ncurses 6.4 writes its output out at every cursor motion while the screen is in its
    /// initial state, which lasts until `doupdate` returns from an `endwin` (`newterm` leaves
    /// it initial and nothing else ends it): a frame went to the terminal in one `write(2)` per
    /// motion (thirteen for a minute's change, two for a timer's second), costing a system call
    /// and a wake-up of the terminal each, and letting the terminal show half a frame. After it,
    /// each `doupdate` writes its frame at once. Nothing has been drawn yet, so the resume only
    /// re-enters full-screen mode and clears the screen the first frame paints.
    private func leaveInitialState() {
        guard let window = hs_stdscr() else { return }
        // The modes `configure()` set are the ones the resume restores.
        _ = def_prog_mode()
        _ = endwin()
        restoreKeypad(window)
        _ = doupdate()
    }

    /// Puts the terminal back in keypad-transmit mode after an `endwin`, which left it: curses
    /// would only do it at its next read, so the first arrow key pressed would arrive in the
    /// terminal's other encoding and be lost. Sent with the resuming `doupdate`.
    private func restoreKeypad(_ window: UnsafeMutablePointer<WINDOW>) {
        _ = keypad(window, true)
    }

    public func stop() {
        guard state != .stopped else { return }
        if state == .running {
            output.deletePicturesBeforeLeaving(screen: size)
            output.writeToTerminal(BracketedPaste.disable + (reportsFocus ? TerminalReports.disableFocus : []))
            _ = mousemask(0, nil)
            _ = endwin()
        }
        if let screen { delscreen(screen) }
        screen = nil
        closeOwnedTTY()
        state = .stopped
        output.lastDrawn = nil
        input.pending.removeAll()
        renditions.removeAll()
    }

    /// Restores the terminal from a signal handler or a crash path: bracketed paste off (one
    /// `write(2)`), then `endwin`, which leaves full-screen mode, shows the cursor and restores
    /// the tty modes. Harmless when curses is not running.
    public nonisolated static func emergencyRestore() {
        (BracketedPaste.disable + TerminalReports.disableFocus).withUnsafeBytes { _ = Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        _ = endwin()
    }

    public func suspend() {
        guard state == .running else { return }
        output.deletePicturesBeforeLeaving(screen: size)
        output.writeToTerminal(BracketedPaste.disable + (reportsFocus ? TerminalReports.disableFocus : []))
        _ = def_prog_mode()
        _ = endwin()
        state = .suspended
    }

    public func resume() {
        guard state == .suspended, let window = hs_stdscr() else { return }
        state = .running
        // The next update after endwin restores the tty modes, full-screen mode and the mouse.
        if let current = Self.terminalSize(of: outputFileDescriptor),
            current.width != Int(getmaxx(window)) || current.height != Int(getmaxy(window))
        {
            _ = resize_term(Int32(current.height), Int32(current.width))
            input.pending.append(.resize)
        }
        // The other program left its output on the screen: clear it and repaint the last buffer.
        _ = wclear(window)
        output.needsClear = false
        var pictureBytes: [UInt8] = []
        if let last = output.lastDrawn, last.size == size {
            output.writeAll(last)
            pictureBytes = output.preparePictures(for: last, full: true)
            output.needsFullRepaint = false
        } else {
            output.needsFullRepaint = true
        }
        _ = curs_set(0)
        applyMouseMask()
        restoreKeypad(window)
        _ = wnoutrefresh(window)
        _ = doupdate()
        output.writeToTerminal(pictureBytes)
        output.writeToTerminal(BracketedPaste.enable)
        if reportsFocus { output.writeToTerminal(TerminalReports.enableFocus) }
    }

    // MARK: Drawing and reading

    public func draw(_ buffer: CellBuffer) {
        output.draw(buffer, running: state == .running)
    }

    public func draw(_ buffer: CellBuffer, within damage: [CellRect]) {
        output.draw(buffer, running: state == .running, within: damage)
    }

    public func forceRepaint() {
        output.forceRepaint()
    }

    public func handleResize() -> CellSize {
        if state == .running, let window = hs_stdscr(), let current = Self.terminalSize(of: outputFileDescriptor),
            current.width != Int(getmaxx(window)) || current.height != Int(getmaxy(window))
        {
            // resize_term, not resizeterm: the latter also queues KEY_RESIZE, which would come
            // back as a second resize event.
            _ = resize_term(Int32(current.height), Int32(current.width))
        }
        output.forceRepaint()
        return size
    }

    public func readEvents() -> [InputEvent] {
        guard state == .running, let window = hs_stdscr() else {
            defer { input.pending.removeAll() }
            return input.pending
        }
        return input.readEvents(from: window)
    }

    public func queryBackgroundColor() {
        guard state == .running else { return }
        input.reports.awaitingBackground = true
        output.writeToTerminal(TerminalReports.backgroundQuery)
    }

    public func stopWaitingForBackgroundColor() {
        input.reports.awaitingBackground = false
    }

    /// Asks curses for mouse events, or stops it reporting them.
    func applyMouseMask() {
        guard state == .running else { return }
        _ = mousemask(mouseEnabled ? CursesKeyDecoder.mouseMask : 0, nil)
    }

    // MARK: Helpers

    private func closeOwnedTTY() {
        if let tty = ownedTTY { fclose(tty) }
        ownedTTY = nil
        input.descriptor = STDIN_FILENO
        output.descriptor = STDOUT_FILENO
    }

    /// The size of the terminal on `descriptor` as the kernel reports it, or nil.
    static func terminalSize(of descriptor: Int32) -> CellSize? {
        var window = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 else { return nil }
        return CellSize(width: Int(window.ws_col), height: Int(window.ws_row))
    }

    /// Sets `LC_CTYPE` from the environment, or to a UTF-8 locale when that one is not UTF-8
    /// (curses then measures consistently; only ASCII is drawn, see ``nonUTF8Codeset``).
    /// Returns the environment's codeset when it is not UTF-8.
    private static func selectUTF8Locale() -> String? {
        _ = setlocale(LC_CTYPE, "")
        if isUTF8Locale() { return nil }
        let codeset = nl_langinfo(nl_item(CODESET)).map { String(cString: $0) } ?? "unknown"
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if isUTF8Locale() { break }
        }
        return codeset
    }

    /// Whether the current `LC_CTYPE` encodes UTF-8.
    private static func isUTF8Locale() -> Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
