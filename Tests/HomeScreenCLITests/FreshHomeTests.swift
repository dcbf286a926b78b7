import Foundation
import Testing
import TestSupport

/// The binary run as a new user would, with HOME and the XDG variables pointing to empty
/// folders: `~` is `$HOME`, default paths follow the XDG variables, and every "does not exist"
/// names the whole path.
struct FreshHomeTests {
    /// A new empty home folder with the four XDG folders inside it (not yet created).
    struct Home {
        let folder: URL

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("homescreen-home-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }

        var environment: [String: String] {
            [
                "HOME": folder.path, "XDG_CONFIG_HOME": folder.path + "/config", "XDG_DATA_HOME": folder.path + "/data",
                "XDG_STATE_HOME": folder.path + "/state", "XDG_CACHE_HOME": folder.path + "/cache",
            ]
        }

        func render(_ kind: String) async throws -> String {
            let result = try await BinaryRunner.run(
                ["render", kind, "--family", "large", "--color", "never", "--at", "2026-11-21T09:41Z"],
                environment: environment)
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    /// A wrapped message, compared without its line breaks and the tile's border.
    static func squeezed(_ text: String) -> String {
        text.filter { !$0.isWhitespace && $0 != "│" }
    }

    @Test(arguments: [
        ("calendar", "~/data/homescreen/calendars does not exist. Create it (mkdir -p ~/data/homescreen/calendars)"),
        ("reminders", "~/todo.txt does not exist."),
        ("pullrequests", "~/data/homescreen/pulls.json does not exist."),
        ("notes", "Create ~/config/homescreen/notes.txt, one note a line"),
    ])
    func everyMissingFileIsNamedWhole(_ kind: String, _ message: String) async throws {
        let home = try Home()
        defer { home.remove() }
        let text = try await home.render(kind)
        #expect(Self.squeezed(text).contains(Self.squeezed(message)), "\(text)")
    }

    /// `~/todo.txt` is in `$HOME`, not in the account's folder from the password database.
    @Test func tildeIsTheHomeVariable() async throws {
        let home = try Home()
        defer { home.remove() }
        try "(A) Feed the cat due:2026-11-21\n".write(to: home.folder.appendingPathComponent("todo.txt"), atomically: true, encoding: .utf8)
        #expect(try await home.render("reminders").contains("Feed the cat"))
    }

    /// The notes widget's default file is in `$XDG_CONFIG_HOME/homescreen`.
    @Test func notesReadTheXDGConfigFolder() async throws {
        let home = try Home()
        defer { home.remove() }
        let folder = home.folder.appendingPathComponent("config/homescreen")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "Ship it.\n".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        #expect(try await home.render("notes").contains("Ship it."))
    }
}
