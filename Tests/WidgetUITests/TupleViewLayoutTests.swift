import Testing
import WidgetUI

/// Views of every size and alignment, so that reading each view of a builder's tuple where it
/// lies finds every one at its offset.
private struct Flag: View {
    let on: Bool
    var body: some View { Text(on ? "on" : "off") }
}

private struct Byte: View {
    let value: UInt8
    var body: some View { Text("byte \(Int(value))") }
}

private struct Wide: View {
    let first: UInt8
    let second: Double
    let third: UInt16
    var body: some View { Text("wide \(Int(first)) \(Int(second)) \(Int(third))") }
}

private struct Words: View {
    let words: [String]
    var body: some View { Text(words.joined(separator: "-")) }
}

struct TupleViewLayoutTests {
    @Test func everyViewOfABuilderIsResolvedInOrderWithItsOwnValues() {
        let showsIf = true
        let view = VStack {
            Flag(on: true)
            EmptyView()
            Byte(value: 7)
            Wide(first: 1, second: 2, third: 3)
            Flag(on: false)
            Words(words: ["a", "b"])
            Byte(value: 255)
            if showsIf { Text("if") }
            Wide(first: 4, second: 5, third: 6)
        }
        let node = ViewResolver.resolve(view)
        let texts = node.children.compactMap { child -> String? in
            guard case let .text(text) = child.kind, case let .verbatim(string) = text.runs.first?.content else { return nil }
            return string
        }
        #expect(texts == ["on", "byte 7", "wide 1 2 3", "off", "a-b", "byte 255", "if", "wide 4 5 6"])
    }

    @Test func aTupleViewMadeByReflectionResolvesItsViews() {
        let view = TupleView((Flag(on: true), Byte(value: 9), Wide(first: 1, second: 2, third: 3)))
        let node = ViewResolver.resolve(VStack { view })
        #expect(node.children.count == 3)
    }
}
