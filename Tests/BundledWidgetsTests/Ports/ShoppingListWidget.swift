// An iOS widget as written for SwiftUI, WidgetKit and App Intents; only its imports differ.
// import AppIntents
// import SwiftUI
// import WidgetKit
import Foundation
import Synchronization
import WidgetEngine

/// An interactive list (iOS 17): `AppEntity` and `EntityQuery` choose the list in the
/// configuration, `@IntentParameterDependency` narrows its suggestions by account, a
/// `Toggle(isOn:intent:)` with a `SetValueIntent` checks items, `Button(_:intent:)` with a
/// parameter without a default, an optional one and `$param`, a `LiveActivityIntent`, an
/// authentication policy, and `buttonStyle`, `buttonBorderShape`, `disabled` and
/// `invalidatableContent()`.
struct ShopList: AppEntity {
    let id: String
    var name: String
    var account: String

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "List"
    static let defaultQuery = ShopListQuery()
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(account)", image: .init(systemName: "list.bullet"))
    }

    static let all = [
        ShopList(id: "groceries", name: "Groceries", account: "home"),
        ShopList(id: "hardware", name: "Hardware", account: "home"),
        ShopList(id: "office", name: "Office", account: "work"),
    ]
}

struct ShopListQuery: EntityQuery {
    @IntentParameterDependency<ShopListIntent>(\.$account) var configuration

    func entities(for identifiers: [ShopList.ID]) async throws -> [ShopList] {
        ShopList.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [ShopList] {
        guard let account = configuration?.account else { return ShopList.all }
        return ShopList.all.filter { $0.account == account }
    }
}

enum Aisle: String, AppEnum {
    case fresh, pantry
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Aisle"
    static let caseDisplayRepresentations: [Aisle: DisplayRepresentation] = [
        .fresh: DisplayRepresentation(title: "Fresh", subtitle: "Fruit and vegetables"),
        .pantry: "Pantry",
    ]
}

struct ShopListIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Shopping list"
    static let description: IntentDescription? = "Pick a list."
    @Parameter(title: "Account", default: "home") var account: String
    @Parameter(title: "List") var list: ShopList?
    @Parameter(title: "Aisle", default: .fresh) var aisle: Aisle
}

/// Where the ported widget keeps its checks (an app group's store, on iOS).
enum ShopStore {
    private static let checked = Mutex<Set<String>>([])
    static func isChecked(_ item: String) -> Bool { checked.withLock { $0.contains(item) } }
    static func set(_ item: String, _ done: Bool) {
        checked.withLock { items in
            if done { items.insert(item) } else { items.remove(item) }
        }
    }
}

struct CheckItemIntent: SetValueIntent, LiveActivityIntent {
    static let title: LocalizedStringResource = "Check an item"
    static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication
    @Parameter(title: "Item") var item: String
    @Parameter(title: "Done") var value: Bool
    @Parameter(title: "Note") var note: String?

    init() {}
    init(item: String) {
        self.item = item
    }

    func perform() async throws -> some IntentResult {
        ShopStore.set(item, value)
        return .result()
    }
}

struct ClearListIntent: AppIntent {
    static let title: LocalizedStringResource = "Clear"
    @Parameter(title: "Items") var items: String

    init() {}
    init(items: [String]) { self.items = items.joined(separator: ",") }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        for item in items.split(separator: ",") { ShopStore.set(String(item), false) }
        return .result(dialog: "Cleared \($items.title.lowercased())")
    }
}

struct ShopEntry: TimelineEntry {
    let date: Date
    let list: String
    let items: [(name: String, done: Bool)]
}

struct ShopProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ShopEntry { ShopEntry(date: context.date, list: "List", items: []) }
    func snapshot(for configuration: ShopListIntent, in context: Context) async -> ShopEntry { placeholder(in: context) }
    func timeline(for configuration: ShopListIntent, in context: Context) async -> Timeline<ShopEntry> {
        let names = configuration.aisle == .fresh ? ["Apples", "Leeks"] : ["Rice"]
        let entry = ShopEntry(
            date: context.date, list: configuration.list?.name ?? "No list",
            items: names.map { ($0, ShopStore.isChecked($0)) })
        return Timeline(entries: [entry], policy: .never)
    }
}

struct ShopView: View {
    let entry: ShopEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(entry.list).font(.headline)
            ForEach(entry.items, id: \.name) { item in
                Toggle(item.name, isOn: item.done, intent: CheckItemIntent(item: item.name))
                    .invalidatableContent()
            }
            HStack {
                Button("Clear", intent: ClearListIntent(items: entry.items.map(\.name)))
                    .buttonStyle(.bordered)
                    .buttonBorderShape(.capsule)
                Button("Share", intent: ClearListIntent(items: [])).disabled(true)
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct ShopListWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "port-shop", intent: ShopListIntent.self, provider: ShopProvider()) { entry in
            ShopView(entry: entry)
        }
        .configurationDisplayName("Shopping")
        .supportedFamilies([.systemSmall])
    }
}
