import Foundation
import WidgetEngine

/// The home screen's layout file: reading, checking, writing and the bundled default.
///
/// The file is TOML. Each `[[page]]` starts a page (the first is the leftmost); below it, each
/// `[[page.widget]]` places a widget and each `[[page.stack]]` a smart stack, whose widgets
/// follow as `[[page.stack.member]]` tables. Items keep the order they have in the file.
///
/// ```toml
/// # homescreen layout
/// [[page]]
///
/// [[page.widget]]
/// id = "clock-1"             # the instance's stable id, unique in the file (required)
/// kind = "clock"             # the widget kind (homescreen list shows them)
/// family = "small"           # small, medium, large or extraLarge
/// column = 0                 # the top-left slot: columns from 0 at the left,
/// row = 0                    # rows from 0 at the top
///
/// [[page.stack]]
/// id = "stack-1"
/// family = "small"           # every member has the stack's family
/// column = 2
/// row = 0
/// smart_rotate = true        # optional, default true
///
/// [[page.stack.member]]      # 1 to 10 members, top of the stack first
/// id = "pullrequests-1"      # members take id, kind and config; they sit at the
/// kind = "pullrequests"      # stack's place (a member's column and row are ignored)
///
/// [page.stack.member.config] # optional parameter values (also [page.widget.config]):
/// path = "~/pulls.json"      # strings, integers, booleans and floats
/// showDrafts = false
///
/// [lock.inline]              # the lock screen: one inline widget above the time
/// id = "clock-inline"
/// kind = "clock"
///
/// [[lock.widget]]            # up to 4 below the time: circular or rectangular
/// id = "battery-circular"
/// kind = "battery"
/// family = "circular"
///
/// [[standby.stack]]          # StandBy: up to 2 stacks of small widgets, left first
/// id = "standby-left"        # optional; smart_rotate optional, default true
///
/// [[standby.stack.member]]   # 1 to 10, as a page's stack members
/// id = "clock-standby"
/// kind = "clock"
/// ```
///
/// A page is a grid of slots (`DeviceProfile.grid`, 4 x 6 on the iPhone); a family covers
/// `DeviceProfile.footprint(of:)` slots (small 2x2, medium 4x2, large 4x4, extraLarge 8x4).
///
/// Rules, each broken one reported as a ``ConfigError`` with the file, the line and the field
/// path (`page[0].stack[1].member[2].kind`, counting from 0): the TOML is valid; only the keys
/// above appear; `id`, `kind`, `family`, `column` and `row` are present (a member needs only `id`
/// and `kind`); ids are non-empty and unique among all widgets, stacks and members; `family` is
/// a home screen family (lock screen families take no slots); `column` and `row` are whole
/// numbers, 0 or more; every item lies on the page's grid and no two items on a page share a
/// slot; a stack holds 1 to 10 members and a member's `family`, when given, is the stack's.
/// With a catalog, a known widget must come in its family and its parameter values must be
/// parameters of the widget with valid values. A kind no widget declares does not stop a load:
/// the item is kept (the home screen shows a "no longer available" tile) and stays in the file;
/// ``check(layoutAt:catalog:profile:)`` names it.
public enum LayoutFile {
    /// Reads layout text; `file` names it in errors. Throws the first problem in the file
    /// (``problems(in:file:catalog:profile:)`` lists them all).
    ///
    /// - Parameters:
    ///   - catalog: the widgets the host knows; when given, configurations and families are
    ///     checked against them.
    ///   - profile: the device whose page grid and family footprints the items must fit.
    public static func parse(
        _ text: String, file: String, catalog: WidgetCatalog?,
        profile: DeviceProfile = .iPhone
    ) throws(ConfigError) -> HomeLayout {
        let read = LayoutReader.read(text, file: file, catalog: catalog, profile: profile)
        if let first = read.problems.first { throw first }
        return read.layout
    }

    /// Every problem in layout text, in file order (empty when it is fine).
    public static func problems(
        in text: String, file: String, catalog: WidgetCatalog?,
        profile: DeviceProfile = .iPhone
    ) -> [ConfigError] {
        LayoutReader.read(text, file: file, catalog: catalog, profile: profile).problems
    }

    /// The layout as layout-file text. The same layout always gives the same text (items in
    /// their order, keys in a fixed order, parameter values sorted by name), and
    /// `parse(encode(layout))` gives `layout` back.
    public static func encode(_ layout: HomeLayout) -> String {
        LayoutWriter.encode(layout)
    }

    /// Reads the layout file at `url` (see ``parse(_:file:catalog:profile:)``).
    public static func load(_ url: URL, catalog: WidgetCatalog?, profile: DeviceProfile = .iPhone) throws(ConfigError) -> HomeLayout {
        try parse(try readText(url), file: url.path, catalog: catalog, profile: profile)
    }

    /// Reads the layout file at `url` as a start does. When `snapshots` holds a snapshot of the
    /// text the file holds now, and the widgets of `catalog` still agree with it (families and
    /// parameter values), the layout comes from it and no TOML is parsed; otherwise the file
    /// is read as ``load(_:catalog:profile:)`` does, and a layout that loads is kept as the
    /// file's new snapshot. Returns the layout and a digest of the file's bytes (what
    /// ``HomeScreen/setLayoutSource(_:digest:)`` takes).
    public static func load(
        _ url: URL, catalog: WidgetCatalog, profile: DeviceProfile = .iPhone, snapshots: LayoutSnapshots?
    ) throws(ConfigError) -> (layout: HomeLayout, digest: UInt64) {
        let data = try ConfigText.bytes(url, limit: .layout)
        let digest = data.withUnsafeBytes { TextDigest.of($0) }
        if let snapshots, let layout = snapshots.layout(of: url, digest: digest, profile: profile),
            LayoutReader.agrees(layout, with: catalog)
        {
            return (layout, digest)
        }
        let layout = try parse(try ConfigText.text(of: data, url: url), file: url.path, catalog: catalog, profile: profile)
        snapshots?.keep(layout, of: url, digest: digest, profile: profile)
        return (layout, digest)
    }

    /// Writes `layout` to `url` atomically (see ``AtomicFile``: a temporary file in the same
    /// folder renamed over the old one; a symbolic link is written through to its target, the
    /// file keeps its mode, a read-only file is refused), creating the folder when it does not
    /// exist. Returns the text written.
    @discardableResult
    public static func save(_ layout: HomeLayout, to url: URL) throws(FileError) -> String {
        let folder = url.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: folder.path) {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw FileError(path: folder.path, reason: "cannot be made (\(error.localizedDescription))")
            }
        }
        let text = encode(layout)
        try AtomicFile.write(Data(text.utf8), to: url)
        return text
    }

    /// Every problem in the layout file at `url`, checked against `catalog` (empty when it is
    /// fine), for `homescreen check`: a widget of a kind `catalog` lacks is one too, naming the
    /// kinds there are (loading keeps such an item).
    public static func check(layoutAt url: URL, catalog: WidgetCatalog, profile: DeviceProfile = .iPhone) -> [ConfigError] {
        do {
            let read = LayoutReader.read(try readText(url), file: url.path, catalog: catalog, profile: profile)
            return (read.problems + read.unknownKinds).enumerated()
                .sorted { ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset) }.map(\.element)
        } catch {
            return [error]
        }
    }

    /// The text of the layout file at `url`; a file that cannot be read, or is not UTF-8, is
    /// a problem of the whole file, said in words.
    public static func readText(_ url: URL) throws(ConfigError) -> String {
        try ConfigText.read(url, limit: .layout)
    }

    /// The layout a new home screen starts with: four pages of the bundled widgets (a wide
    /// terminal shows them side by side), a lock screen and StandBy.
    ///
    /// Widgets that read this machine's own data. Page 1: a small clock and a small smart
    /// stack (reminders, sun and moon, battery) side by side, Up Next (calendar, medium) below
    /// them and the system (medium) at the bottom. Page 2: a large clock with world clocks
    /// above a countdown (medium). Page 3: notes (medium), a photo and a countdown (small)
    /// and reminders (medium). Page 4: sun and moon and the battery (medium), a clock and
    /// the month (small). The lock screen: the countdown inline above the time, the battery
    /// (circular) below it. StandBy: a clock on the left, a stack of the countdown, sun and
    /// moon and the battery on the right.
    public static func defaultLayout() -> HomeLayout {
        func widget(_ id: String, _ kind: String, _ family: WidgetFamily, column: Int = 0, row: Int = 0) -> WidgetItem {
            WidgetItem(id: WidgetInstanceID(rawValue: id), kind: kind, family: family, column: column, row: row)
        }
        // Smart Rotate shows whichever is relevant: a reminder due today, sunset coming, a
        // battery running low.
        let stack = StackItem(
            id: "stack-1", family: .systemSmall, column: 2, row: 0,
            members: [
                widget("reminders-1", "reminders", .systemSmall),
                widget("sunmoon-1", "sunmoon", .systemSmall),
                widget("battery-1", "battery", .systemSmall),
            ])
        return HomeLayout(
            pages: [
                HomePage(items: [
                    .widget(widget("clock-1", "clock", .systemSmall, column: 0, row: 0)),
                    .stack(stack),
                    .widget(widget("calendar-1", "calendar", .systemMedium, column: 0, row: 2)),
                    // Not live by default: the default screen stays quiet when nothing changes
                    // (a live monitor wakes the screen every second; the gallery's is live).
                    .widget(
                        WidgetItem(
                            id: WidgetInstanceID(rawValue: "system-1"), kind: "system", family: .systemMedium, column: 0, row: 4,
                            configuration: ["liveSeconds": .integer(0)])),
                ]),
                HomePage(items: [
                    .widget(widget("clock-2", "clock", .systemLarge, column: 0, row: 0)),
                    .widget(widget("countdown-1", "countdown", .systemMedium, column: 0, row: 4)),
                ]),
                HomePage(items: [
                    .widget(widget("notes-1", "notes", .systemMedium, column: 0, row: 0)),
                    .widget(widget("photos-1", "photos", .systemSmall, column: 0, row: 2)),
                    .widget(widget("countdown-2", "countdown", .systemSmall, column: 2, row: 2)),
                    .widget(widget("reminders-2", "reminders", .systemMedium, column: 0, row: 4)),
                ]),
                HomePage(items: [
                    .widget(widget("sunmoon-2", "sunmoon", .systemMedium, column: 0, row: 0)),
                    .widget(widget("battery-2", "battery", .systemMedium, column: 0, row: 2)),
                    .widget(widget("clock-3", "clock", .systemSmall, column: 0, row: 4)),
                    .widget(widget("calendar-2", "calendar", .systemSmall, column: 2, row: 4)),
                ]),
            ], lockScreen: defaultLockScreen, standBy: defaultStandBy)
    }

    private static var defaultLockScreen: LockScreenLayout {
        func widget(_ id: String, _ kind: String, _ family: WidgetFamily) -> WidgetItem {
            WidgetItem(id: WidgetInstanceID(rawValue: id), kind: kind, family: family)
        }
        return LockScreenLayout(
            inline: widget("lock-countdown", "countdown", .accessoryInline),
            widgets: [widget("lock-battery", "battery", .accessoryCircular)])
    }

    private static var defaultStandBy: StandByLayout {
        func widget(_ id: String, _ kind: String) -> WidgetItem {
            WidgetItem(id: WidgetInstanceID(rawValue: id), kind: kind, family: .systemSmall)
        }
        return StandByLayout(stacks: [
            StandByLayout.stack(0, members: [widget("standby-clock", "clock")]),
            StandByLayout.stack(
                1,
                members: [
                    widget("standby-countdown", "countdown"), widget("standby-sunmoon", "sunmoon"), widget("standby-battery", "battery"),
                ]),
        ])
    }
}
