/// One page of the home screen: widgets and stacks placed on its grid of slots.
public struct HomePage: Equatable, Sendable {
    /// The items, in the order the layout file lists them (the order does not change where
    /// they are drawn; their slots do).
    public var items: [HomeItem]

    /// A page of `items`.
    public init(items: [HomeItem] = []) {
        self.items = items
    }
}
