import Foundation

// The containers of an app's screens, drawn as the nearest a Live Activity can: nothing in a
// Live Activity scrolls or pages (the Lock Screen cuts what does not fit), so a list, a form, a
// scroll view and the lazy stacks lay their content out as stacks do, a grid's items in rows
// of its columns, and a section its header, content and footer one under another.

/// A list of rows, as SwiftUI's `List`: its rows one under another, leading-aligned.
public struct List: View {
    let content: ViewList

    public init(@ViewBuilder content: () -> ViewList) { self.content = content() }
    public init<S: Hashable>(selection: Binding<S?>?, @ViewBuilder content: () -> ViewList) { self.content = content() }
    public init<S: Hashable>(selection: Binding<Set<S>>?, @ViewBuilder content: () -> ViewList) { self.content = content() }

    public init<Data: RandomAccessCollection>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> ViewList)
    where Data.Element: Identifiable {
        content = ViewList([AnyView(ForEach(data, content: rowContent))])
    }

    public init<Data: RandomAccessCollection, ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                            @ViewBuilder rowContent: @escaping (Data.Element) -> ViewList) {
        content = ViewList([AnyView(ForEach(data, id: id, content: rowContent))])
    }

    public var body: some View { VStack(alignment: .leading, spacing: 0) { content } }
}

/// A group of rows with a header and a footer, as SwiftUI's `Section`.
public struct Section: View {
    let header: ViewList
    let content: ViewList
    let footer: ViewList

    public init(@ViewBuilder content: () -> ViewList, @ViewBuilder header: () -> ViewList = { ViewBuilder.buildBlock() },
                @ViewBuilder footer: () -> ViewList = { ViewBuilder.buildBlock() }) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    public init(_ title: String, @ViewBuilder content: () -> ViewList) {
        self.init(content: content, header: { Text(title) })
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> ViewList) {
        self.init(content: content, header: { Text(titleKey) })
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            header.foregroundStyle(.secondary)
            content
            footer.foregroundStyle(.secondary)
        }
    }
}

/// Controls grouped for input, as SwiftUI's `Form`: its rows one under another.
public struct Form: View {
    let content: ViewList
    public init(@ViewBuilder content: () -> ViewList) { self.content = content() }
    public var body: some View { VStack(alignment: .leading, spacing: 0) { content } }
}

/// A scrolling view, as SwiftUI's `ScrollView`: its content laid out along the axis, unscrolled.
public struct ScrollView: View {
    let axes: Axis.Set
    let content: ViewList

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> ViewList) {
        self.axes = axes
        self.content = content()
    }

    public var body: some View {
        if axes == .horizontal { HStack { content } } else { VStack { content } }
    }
}

/// Scrolls a scroll view to an identity, as SwiftUI's `ScrollViewProxy`: nothing scrolls.
public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Gives its content a proxy to scroll with, as SwiftUI's `ScrollViewReader`.
public struct ScrollViewReader: View {
    let content: ViewList
    public init(@ViewBuilder content: (ScrollViewProxy) -> ViewList) { self.content = content(ScrollViewProxy()) }
    public var body: some View { content }
}

/// Which views stay pinned while a lazy stack scrolls, as SwiftUI's `PinnedScrollableViews`.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A vertical stack made as it scrolls, as SwiftUI's `LazyVStack`: a `VStack` here.
public struct LazyVStack: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: ViewList

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> ViewList) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View { VStack(alignment: alignment, spacing: spacing) { content } }
}

/// A horizontal stack made as it scrolls, as SwiftUI's `LazyHStack`: an `HStack` here.
public struct LazyHStack: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: ViewList

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> ViewList) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View { HStack(alignment: alignment, spacing: spacing) { content } }
}

/// One column (or row) of a lazy grid, as SwiftUI's `GridItem`.
public struct GridItem: Sendable {
    /// How wide the column is.
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A grid filled row by row, as SwiftUI's `LazyVGrid`: its items in rows of as many as it has
/// columns, each column an equal share of the width.
public struct LazyVGrid: View, PrimitiveView {
    let columns: [GridItem]
    let spacing: CGFloat?
    let content: ViewList

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> ViewList) {
        self.columns = columns
        self.spacing = spacing
        self.content = content()
    }

    package func makeNode(in context: NodeContext) -> ViewNode {
        let items = content.makeNode(in: context.child(0)).placedItems
        let width = max(columns.count, 1)
        let rows = stride(from: 0, to: items.count, by: width).map { Array(items[$0..<min($0 + width, items.count)]) }
        let columnSpacing = columns.first?.spacing
        return VStack(spacing: spacing) {
            ForEach(0..<rows.count) { row in
                HStack(spacing: columnSpacing) {
                    ForEach(0..<width) { column in
                        if column < rows[row].count {
                            PrebuiltNode(node: rows[row][column]).frame(maxWidth: .infinity)
                        } else {
                            Color.clear.frame(maxWidth: .infinity, maxHeight: 0)
                        }
                    }
                }
            }
        }
        .makeNode(in: context.child(1))
    }
}

/// A grid filled column by column, as SwiftUI's `LazyHGrid`: its items in columns of as many as
/// it has rows.
public struct LazyHGrid: View, PrimitiveView {
    let rows: [GridItem]
    let spacing: CGFloat?
    let content: ViewList

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> ViewList) {
        self.rows = rows
        self.spacing = spacing
        self.content = content()
    }

    package func makeNode(in context: NodeContext) -> ViewNode {
        let items = content.makeNode(in: context.child(0)).placedItems
        let height = max(rows.count, 1)
        let columns = stride(from: 0, to: items.count, by: height).map { Array(items[$0..<min($0 + height, items.count)]) }
        let rowSpacing = rows.first?.spacing
        return HStack(alignment: .top, spacing: spacing) {
            ForEach(0..<columns.count) { column in
                VStack(alignment: .leading, spacing: rowSpacing) {
                    ForEach(0..<columns[column].count) { row in PrebuiltNode(node: columns[column][row]) }
                }
            }
        }
        .makeNode(in: context.child(1))
    }
}

/// A node resolved already, placed by a container that arranges its content's items itself.
struct PrebuiltNode: View, PrimitiveView {
    let node: ViewNode
    func makeNode(in context: NodeContext) -> ViewNode { node }
}

extension ViewNode {
    /// The items a container places one by one: a group's views, opened, or this one view.
    var placedItems: [ViewNode] {
        switch kind {
        case .group: return flattenedChildren
        case .empty: return []
        default: return [self]
        }
    }
}
