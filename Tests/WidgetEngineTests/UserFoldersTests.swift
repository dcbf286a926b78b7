import Testing
import WidgetEngine

/// `~` and the XDG base folders, from an environment handed in (never the real one).
struct UserFoldersTests {
    static let home = UserFolders(environment: ["HOME": "/tmp/h"])

    @Test(arguments: [
        ("~", "/tmp/h"), ("~/todo.txt", "/tmp/h/todo.txt"), ("/etc/x", "/etc/x"), ("notes", "notes"),
        ("$HOME/a", "/tmp/h/a"), ("$XDG_CONFIG_HOME/homescreen/notes.txt", "/tmp/h/.config/homescreen/notes.txt"),
        ("$XDG_DATA_HOME/homescreen/pulls.json", "/tmp/h/.local/share/homescreen/pulls.json"),
        ("$XDG_STATE_HOME/x", "/tmp/h/.local/state/x"), ("$XDG_CACHE_HOME/x", "/tmp/h/.cache/x"),
        ("$OTHER/x", "$OTHER/x"), ("a~b", "a~b"),
    ])
    func tildeAndVariablesExpandFromTheEnvironment(_ path: String, _ expected: String) {
        #expect(Self.home.expanding(path) == expected)
    }

    @Test func xdgVariablesWinWhenAbsolute() {
        let folders = UserFolders(environment: [
            "HOME": "/tmp/h", "XDG_CONFIG_HOME": "/tmp/c/", "XDG_DATA_HOME": "relative",
            "XDG_STATE_HOME": "/tmp/s", "XDG_CACHE_HOME": "/tmp/k",
        ])
        #expect(folders.folder(.config) == "/tmp/c")
        #expect(folders.folder(.data) == "/tmp/h/.local/share") // not absolute: ignored, as the specification says
        #expect(folders.folder(.state) == "/tmp/s")
        #expect(folders.folder(.cache) == "/tmp/k")
        #expect(folders.homescreenFolder(.config)?.path == "/tmp/c/homescreen")
        #expect(folders.expanding("$XDG_CONFIG_HOME/homescreen") == "/tmp/c/homescreen")
    }

    @Test func anEmptyHomeHasNoFolders() {
        let folders = UserFolders(environment: ["HOME": ""])
        #expect(folders.home == nil)
        #expect(folders.folder(.config) == nil)
        #expect(folders.expanding("~/todo.txt") == "~/todo.txt")
        #expect(folders.abbreviating("/tmp/h/x") == "/tmp/h/x")
    }

    /// Only an unset HOME falls back to the password database.
    @Test func anUnsetHomeIsThePasswordDatabaseEntry() {
        let folders = UserFolders(environment: [:])
        #expect(folders.home?.hasPrefix("/") == true)
    }

    @Test(arguments: [("/tmp/h/todo.txt", "~/todo.txt"), ("/tmp/h", "~"), ("/tmp/hx/todo.txt", "/tmp/hx/todo.txt"), ("/etc", "/etc")])
    func abbreviatingWritesHomeAsTilde(_ path: String, _ expected: String) {
        #expect(Self.home.abbreviating(path) == expected)
    }

    @Test func displayExpandsThenAbbreviates() {
        #expect(Self.home.display("$XDG_DATA_HOME/homescreen/calendars") == "~/.local/share/homescreen/calendars")
        #expect(UserFolders(environment: ["HOME": "/tmp/h", "XDG_DATA_HOME": "/srv/d"]).display("$XDG_DATA_HOME/x") == "/srv/d/x")
    }
}
