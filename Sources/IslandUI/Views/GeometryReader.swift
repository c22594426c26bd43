import Foundation

/// A view whose content is built from the size it is given, as SwiftUI's: it takes all the space
/// offered, and its content, placed at its top-leading corner, reads `proxy.size`.
///
///     GeometryReader { proxy in
///         ZStack(alignment: .leading) {
///             Capsule().fill(.gray.opacity(0.3))
///             Capsule().fill(.green).frame(width: proxy.size.width * progress)
///         }
///     }
///     .frame(height: 6)                 // ━━━━━━━━━━━━━━━━  green for the part done
///
/// The content is first built for no size, laid out, then built again for the size it got.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    package func makeNode(in context: NodeContext) -> ViewNode {
        let inner = context.child(0)
        let build = content
        func node(for size: ViewSize) -> ViewNode {
            let proxy = GeometryProxy(size: CGSize(width: size.width, height: size.height))
            let view = EnvironmentValues.$current.withValue(inner.environment) { build(proxy) }
            return ZStack(alignment: .topLeading) { view }.makeNode(in: inner)
        }
        let reader = ViewNode(.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)),
                              children: [node(for: .zero)], identity: context.identity)
        let last = SizeBox()
        reader.adapt = { size, _ in
            guard size != last.size else { return nil }
            last.size = size
            return [node(for: size)]
        }
        return reader
    }
}

private final class SizeBox {
    var size = ViewSize.zero
}

/// What a `GeometryReader`'s content knows of its place: its size, in points.
public struct GeometryProxy {
    public let size: CGSize
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
    /// The corner radii concentric with the container shape's, as iOS 27's: nil, as SwiftUI
    /// answers when no container shape gives corners (a terminal's `containerShape` keeps none).
    public var concentricCornerRadii: RectangleCornerRadii? { nil }

    /// Its frame: at the origin of whatever space is asked about.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
}

/// A coordinate space, as SwiftUI's.
public enum CoordinateSpace: Hashable, Sendable {
    case global, local
    case named(String)
}

/// The first of its views that fits the space offered, as SwiftUI's `ViewThatFits`: tried in
/// order, each at its ideal size against the space the first was given.
///
///     ViewThatFits {
///         Text("Arriving in 5 minutes")
///         Text("5 min")
///     }
public struct ViewThatFits: View, PrimitiveView {
    let axes: Axis.Set
    let content: ViewList

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> ViewList) {
        self.axes = axes
        self.content = content()
    }

    package func makeNode(in context: NodeContext) -> ViewNode {
        let candidates = content.views.enumerated().map { $0.element.makeNode(in: context.child($0.offset)) }
        let node = ViewNode(.padding(EdgeInsets()), children: Array(candidates.prefix(1)), identity: context.identity)
        guard candidates.count > 1 else { return node }
        let axes = self.axes
        var chosen = 0
        node.adapt = { size, measure in
            // The space the chosen view was given stands for the space offered: the first that
            // fits it at its ideal size wins, else the last.
            let pick = candidates.firstIndex { candidate in
                let ideal = measure(candidate)
                return (!axes.contains(.horizontal) || ideal.width <= size.width + 0.01)
                    && (!axes.contains(.vertical) || ideal.height <= size.height + 0.01)
            } ?? candidates.count - 1
            guard pick != chosen, pick > chosen else { return nil }
            chosen = pick
            return [candidates[pick]]
        }
        return node
    }
}

/// Axes, as SwiftUI's `Axis`.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1), vertical = Set(rawValue: 2)
    }
}
