import HomeScreenUI
import HostIO
import WidgetEngine

extension HomeLayout {
    /// The layout the screen tests draw: widgets whose content depends only on the instant
    /// (no files, no machine state), so their screens can be snapshots. The shipped default
    /// (``LayoutFile/defaultLayout()``) shows widgets that read the machine's own data.
    public static let demo: HomeLayout = {
        func widget(_ id: String, _ kind: String, _ family: WidgetFamily, column: Int = 0, row: Int = 0) -> WidgetItem {
            WidgetItem(id: WidgetInstanceID(rawValue: id), kind: kind, family: family, column: column, row: row)
        }
        let stack = StackItem(
            id: "stack-1", family: .systemSmall, column: 2, row: 0,
            members: [
                widget("trophies-1", "trophies", .systemSmall),
                widget("gamescore-1", "gamescore", .systemSmall),
                widget("health-1", "health", .systemSmall),
            ])
        return HomeLayout(pages: [
            HomePage(items: [
                .widget(widget("clock-1", "clock", .systemSmall, column: 0, row: 0)),
                .stack(stack),
                .widget(widget("showcase-1", "showcase", .systemMedium, column: 0, row: 2)),
                .widget(widget("pullrequests-1", "pullrequests", .systemMedium, column: 0, row: 4)),
            ]),
            HomePage(items: [
                .widget(widget("clock-2", "clock", .systemLarge, column: 0, row: 0)),
                .widget(widget("trophies-2", "trophies", .systemMedium, column: 0, row: 4)),
            ]),
        ])
    }()
}
