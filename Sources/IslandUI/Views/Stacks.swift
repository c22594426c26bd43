import Foundation
import TerminalCanvas

/// Arranges views in a row, as in SwiftUI.
///
///     HStack(spacing: 8) {
///         Image(systemName: "car.fill")
///         Text("Arriving")
///         Spacer()
///         Text("2 min")
///     }
///
/// Space is shared through the constraint solver: every child keeps at least its minimum,
/// children with a higher `layoutPriority` get their ideal first, and spacers take what is left.
/// `spacing` is in points (8 points a column by default metrics); nil leaves one column.
public struct HStack: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: ViewList

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> ViewList) {
        self.alignment = alignment
        self.spacing = spacing.map(\.sanitizedLength)
        self.content = content()
    }

    package func makeNode(in context: NodeContext) -> ViewNode {
        let spec = StackSpec(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        return ViewNode(.stack(spec), children: [content.makeNode(in: context)], identity: context.identity)
    }
}

/// Arranges views in a column, as in SwiftUI. `spacing` is in points; nil leaves no row between
/// children (a terminal row is tall; SwiftUI's default spacing is less than one).
public struct VStack: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: ViewList

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> ViewList) {
        self.alignment = alignment
        self.spacing = spacing.map(\.sanitizedLength)
        self.content = content()
    }

    package func makeNode(in context: NodeContext) -> ViewNode {
        let spec = StackSpec(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        return ViewNode(.stack(spec), children: [content.makeNode(in: context)], identity: context.identity)
    }
}

/// Overlays views, as in SwiftUI: later views on top, each aligned in the stack's frame.
public struct ZStack: View, PrimitiveView {
    let alignment: Alignment
    let content: ViewList

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> ViewList) {
        self.alignment = alignment
        self.content = content()
    }

    package func makeNode(in context: NodeContext) -> ViewNode {
        ViewNode(.zStack(alignment), children: [content.makeNode(in: context)], identity: context.identity)
    }
}

/// Flexible space along the enclosing stack's axis, at least `minLength` points (one column by
/// default in a row, nothing in a column).
public struct Spacer: View, PrimitiveView {
    let minimumLength: Double?

    /// The least length it takes, as given.
    public var minLength: CGFloat? { minimumLength.map { CGFloat($0) } }

    public init(minLength: CGFloat? = nil) { minimumLength = minLength.map(\.sanitizedLength) }

    package func makeNode(in context: NodeContext) -> ViewNode {
        ViewNode(.spacer(minLength: minimumLength), identity: context.identity)
    }
}

/// A line between views: vertical in a row, horizontal in a column.
public struct Divider: View, PrimitiveView {
    public init() {}

    package func makeNode(in context: NodeContext) -> ViewNode {
        let color = context.environment.foregroundColor ?? .secondary
        let style = Style(foreground: color.terminalColor(in: context.environment.colorScheme) ?? .default)
        return ViewNode(.divider(style), identity: context.identity)
    }
}
