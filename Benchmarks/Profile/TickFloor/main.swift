// The least a Swift program does to show a seconds display in a terminal: what any Swift
// program that ticks once a second pays before it does any work of its own (`tick.py` runs it
// as the peer `TickFloor`, beside tty-clock and the home screen; docs/performance.md, stop 56).
//
// Built as the home screen is (static Swift standard library, ncursesw), it fills the screen
// once, then wakes at each whole second of the wall clock, writes a 9-cell countdown in a
// 256-color pair (as the home screen's tick writes its changed digit), and sleeps in `poll` on
// standard input until the next second; `q` quits. No Foundation.
//
//     (cd Benchmarks && swift build -c release --static-swift-stdlib --product TickFloor)
//     Benchmarks/Scripts/tick.py .build/release/homescreen tty-clock Benchmarks/.build/release/TickFloor
import CTickFloorCurses
import Glibc

/// The wall clock's time in milliseconds.
func wallMilliseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return now.tv_sec * 1_000 + now.tv_nsec / 1_000_000
}

setlocale(LC_ALL, "")
guard let screen = initscr() else { fatalError("no terminal") }
noecho()
cbreak()
nodelay(screen, true)
start_color()
use_default_colors()
init_pair(1, 255, 234)
let (lines, columns) = (getmaxy(screen), getmaxx(screen))
for y in 0..<lines {
    wmove(screen, y, 0)
    for x in 0..<columns { waddch(screen, UInt32((x + y) % 7 == 0 ? UInt8(ascii: ".") : UInt8(ascii: " "))) }
}
wrefresh(screen)

var input = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
var left = 766 * 3_600
var digits = Array("000:00:00".utf8)
while true {
    let wait = 1_000 - wallMilliseconds() % 1_000
    if poll(&input, 1, Int32(wait)) > 0 {
        if wgetch(screen) == Int32(UInt8(ascii: "q")) { break }
        continue
    }
    left -= 1
    // "HHH:MM:SS", written without formatting a String.
    let (hours, minutes, seconds) = (left / 3_600, left / 60 % 60, left % 60)
    for (index, value) in [
        (0, hours / 100), (1, hours / 10 % 10), (2, hours % 10), (4, minutes / 10), (5, minutes % 10), (7, seconds / 10), (8, seconds % 10),
    ] {
        digits[index] = UInt8(ascii: "0") + UInt8(value)
    }
    wattron(screen, COLOR_PAIR(1))
    for (index, digit) in digits.enumerated() { mvwaddch(screen, lines / 2, columns / 2 - 4 + Int32(index), UInt32(digit)) }
    wattroff(screen, COLOR_PAIR(1))
    wrefresh(screen)
}
endwin()
