import Foundation

/// Resolves the ``GeometryReader``s of one view for the space layout gives each of them.
///
/// A reader's content needs the reader's size, which only layout knows, and layout runs on
/// the archive when it is drawn, where widget code may not run. So the view is resolved with
/// a placeholder for each reader (a `geometryReader` node holding the reader's number), laid
/// out in the environment's ``EnvironmentValues/layoutContainer`` as the host will lay it out
/// (content within the margins, a container background over the whole area), and each
/// reader's content is then resolved for the frame its placeholder got. A reader takes the
/// space it is offered whatever its content, so filling the placeholders changes no other
/// frame. Readers inside a reader's content are placeholders of the next round.
///
/// Live text is measured at a fixed instant for this layout (the resolver is not told the
/// instant the entry shows): a reader beside a live timer may be resolved a cell off.
// Unchecked: one resolution belongs to one call of `ViewResolver.resolve`, on one thread (the
// environment carries it down that call only); it holds widget closures, which are not Sendable.
final class GeometryResolution: @unchecked Sendable {
    /// The mark in a placeholder's height (a resolved reader's size is never negative).
    private static let placeholderMark = -1
    /// The instant live text is formatted at to lay the view out while it is resolved.
    private static let layoutInstant = Date(timeIntervalSince1970: 0)

    /// Each reader's content, by number.
    private var resolvers: [(GeometryProxy) -> ViewNode] = []
    /// The readers registered since the last round.
    private var pending = 0

    /// A placeholder node for a reader whose content `resolve` resolves for its proxy.
    func placeholder(resolving resolve: @escaping (GeometryProxy) -> ViewNode) -> ViewNode {
        resolvers.append(resolve)
        pending += 1
        return ViewNode(.geometryReader(CellSize(width: resolvers.count - 1, height: Self.placeholderMark)))
    }

    /// The view `root` resolves in `environment`, with its readers' contents resolved.
    static func resolve(in environment: EnvironmentValues, root: (EnvironmentValues) -> ViewNode) -> ViewNode {
        let resolution = GeometryResolution()
        var environment = environment
        environment.geometryResolution = resolution
        var node = root(environment)
        while resolution.pending > 0 {
            resolution.pending = 0
            let frames = placeholderFrames(in: node, environment: environment)
            node = resolution.filling(node, frames: frames, scale: environment.pointScale)
        }
        return node
    }

    /// The frame layout gives each placeholder of `node` in the environment's container.
    private static func placeholderFrames(in node: ViewNode, environment: EnvironmentValues) -> [Int: CellRect] {
        guard let container = environment.layoutContainer else { return [:] }
        let formatter = DateTextFormatter(
            now: layoutInstant, locale: environment.locale, timeZone: environment.timeZone, hourCycle: environment.hourCycle)
        var frames: [Int: CellRect] = [:]
        func collect(_ tree: LayoutTree) {
            for index in 0..<tree.nodeCount {
                if case let .geometryReader(size) = tree.kinds[index], size.height == placeholderMark {
                    frames[size.width] = tree.nodes[index].frame
                }
            }
        }
        let tree = LayoutTree(node, formatter: formatter)
        tree.layOut(in: container.contentRect)
        collect(tree)
        if let background = tree.containerBackground {
            // As the host draws it: the container background over the whole area.
            let placed = LayoutTree(background, formatter: formatter)
            placed.place(0, in: container.bounds)
            collect(placed)
        }
        return frames
    }

    /// `node` with each placeholder replaced by its reader, its content resolved for its frame.
    private func filling(_ node: ViewNode, frames: [Int: CellRect], scale: PointScale) -> ViewNode {
        if case let .geometryReader(size) = node.kind, size.height == Self.placeholderMark {
            let frame = frames[size.width] ?? .zero
            guard resolvers.indices.contains(size.width) else { return ViewNode(.geometryReader(.zero)) }
            let resolve = resolvers[size.width]
            let proxy = GeometryProxy(
                size: CGSize(width: Double(frame.width) * scale.pointsPerColumn, height: Double(frame.height) * scale.pointsPerRow),
                globalFrame: CGRect(
                    x: Double(frame.minX) * scale.pointsPerColumn, y: Double(frame.minY) * scale.pointsPerRow,
                    width: Double(frame.width) * scale.pointsPerColumn, height: Double(frame.height) * scale.pointsPerRow))
            return ViewNode(.geometryReader(frame.size), children: [resolve(proxy)])
        }
        guard containsPlaceholder(node) else { return node }
        return ViewNode(node.kind, children: node.children.map { filling($0, frames: frames, scale: scale) })
    }

    private func containsPlaceholder(_ node: ViewNode) -> Bool {
        if case let .geometryReader(size) = node.kind, size.height == Self.placeholderMark { return true }
        return node.children.contains { containsPlaceholder($0) }
    }
}

private struct GeometryResolutionKey: EnvironmentKey {
    static let defaultValue: GeometryResolution? = nil
}

extension EnvironmentValues {
    /// The resolution collecting the readers of the view being resolved; nil outside one.
    var geometryResolution: GeometryResolution? {
        get { self[GeometryResolutionKey.self] }
        set { self[GeometryResolutionKey.self] = newValue }
    }
}
