import Synchronization
import Testing
@testable import WidgetEngine

/// A descriptor lists its parameters once, when first asked: listing them reflects on the
/// intent, and a layout's reading asks for each configured widget's more than once.
struct ParameterListTests {
    final class Listings: Sendable {
        let count = Mutex(0)
    }

    static let lamp = ControlTemplate(role: .button, title: "Lamp", intent: .blank)
    static let city = IntentParameter(name: "city", title: "City", kind: .string, defaultValue: .string("Berlin"))

    @Test func aWidgetsParametersAreListedOnceAndKept() {
        let listings = Listings()
        let base = StaticConfiguration(kind: "probe", provider: ProbeProvider()) { Text($0.label) }.descriptor
        let descriptor = WidgetDescriptor(
            kind: "probe",
            parameters: {
                listings.count.withLock { $0 += 1 }
                return [Self.city]
            }, provider: base.provider)
        #expect(listings.count.withLock { $0 } == 0, "not listed before asked")
        for _ in 0..<3 { #expect(descriptor.parameters.map(\.name) == ["city"]) }
        #expect(listings.count.withLock { $0 } == 1)
        // A copy keeps the list too.
        let copy = descriptor
        #expect(copy.parameters.map(\.name) == ["city"])
        #expect(listings.count.withLock { $0 } == 1)
    }

    @Test func aControlsParametersAreListedOnceAndKept() {
        let listings = Listings()
        let control = ControlDescriptor(
            kind: "lamp",
            parameters: {
                listings.count.withLock { $0 += 1 }
                return [Self.city]
            }, preview: { _ in Self.lamp }, current: { _ in Self.lamp })
        for _ in 0..<3 { #expect(control.parameters.map(\.name) == ["city"]) }
        #expect(listings.count.withLock { $0 } == 1)
    }
}
