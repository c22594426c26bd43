import Foundation
import TerminalCanvas

/// The resolved form of a view tree: one concrete type the layout engine walks.
///
/// Views are descriptions with many types; nodes are what they become once `body` has been
/// evaluated and the environment applied: a kind (what to draw or how to arrange children),
/// children, and the few attributes layout and motion need. A class, because layout passes
/// nodes around constantly and a struct this size was copied (and its arrays retained) at
/// every step; a node is built once by resolution and not shared until it is finished.
package final class ViewNode {
    // Written while the tree is resolved, then only read (layout, painting and the hand-on of
    // a layout read them for every node, a dynamic exclusivity check each): no dynamic
    // exclusivity checks needed.
    @exclusivity(unchecked) package var kind: Kind
    @exclusivity(unchecked) package var children: [ViewNode]
    @exclusivity(unchecked) package var identity: ViewIdentity
    /// `identity`'s path, made once: a tree brought on to a new date records its regions again
    /// every frame.
    package private(set) lazy var identityPath: String = identity.description
    /// Raised by `layoutPriority(_:)`: who keeps its size when space runs short.
    @exclusivity(unchecked) package var layoutPriority: Double = 0
    /// Raised by `zIndex(_:)`: drawn after its lower siblings, so on top of them.
    @exclusivity(unchecked) package var zIndex: Double = 0
    /// What motion should do when this node changes, appears or goes.
    @exclusivity(unchecked) package var motion = MotionHints()
    /// From `accessibilityLabel(_:)`, kept for snapshot legends and screen-reader-like output.
    @exclusivity(unchecked) package var accessibilityLabel: String?
    /// What the accessibility modifiers said of this view, as said: what VoiceOver reads.
    @exclusivity(unchecked) package var accessibility = AccessibilityProperties()
    /// The SF Symbol an `Image(systemName:)` draws, for the warnings about unknown symbols.
    @exclusivity(unchecked) package var symbolName: String?
    /// Whether this node draws an `Image` (ActivityKit limits image sizes per presentation).
    @exclusivity(unchecked) package var isImage = false
    /// The URL a tap on this view opens (`Link`).
    @exclusivity(unchecked) package var linkURL: String?
    /// `clipShape`, `cornerRadius`, `clipped`: nothing is drawn outside the view's cells.
    @exclusivity(unchecked) package var clipsContent = false
    /// `offset(x:y:)`: drawn this many points away from where layout put it.
    @exclusivity(unchecked) package var paintOffset: (x: Double, y: Double)?
    /// `position(x:y:)`: the first child drawn centred at this point of the view's frame.
    @exclusivity(unchecked) package var positionCenter: (x: Double, y: Double)?
    /// `accessibilityHidden(true)`: no label reaches the frame's regions.
    @exclusivity(unchecked) package var isAccessibilityHidden = false
    /// Content decided by the size layout gives the view (`GeometryReader`, `ViewThatFits`): given
    /// that size and a way to measure a node's ideal size, the children to use, or nil to keep
    /// the ones there are. The renderer lays out again when they change.
    @exclusivity(unchecked) package var adapt: ((ViewSize, (ViewNode) -> ViewSize) -> [ViewNode]?)?

    /// Replaces the children (an adaptive view's new content).
    package func replaceChildren(_ nodes: [ViewNode]) {
        children = nodes
        flattenedChildren = nodes.flatMap { child -> [ViewNode] in
            switch child.kind {
            case .group: return child.flattenedChildren
            case .empty: return []
            default: return [child]
            }
        }
    }
    /// Values set with `preference(key:value:)`, by key type.
    @exclusivity(unchecked) package var preferences: [ObjectIdentifier: Any] = [:]
    /// Values set with `layoutValue(key:value:)`, by key type, for the custom `Layout` placing it.
    @exclusivity(unchecked) package var layoutValues: [ObjectIdentifier: Any] = [:]
    /// Guides moved with `alignmentGuide(_:computeValue:)`, which a stack aligned by them reads.
    @exclusivity(unchecked) package var horizontalGuides: [HorizontalAlignment: (ViewDimensions) -> CGFloat] = [:]
    @exclusivity(unchecked) package var verticalGuides: [VerticalAlignment: (ViewDimensions) -> CGFloat] = [:]
    /// The node's number in depth-first order, given before layout so that measurements can be
    /// remembered per node during a layout pass; -1 until numbered.
    @exclusivity(unchecked) package var serial = -1
    /// Sizes measured in the current layout pass, by proposal (a handful per node: a short list
    /// searched linearly beats hashing). Layout runs on one thread and never holds an access to
    /// these across a call that could touch them again, so their dynamic exclusivity checks (a
    /// tenth of a layout pass) are turned off.
    @exclusivity(unchecked) var measurements: [(key: MeasurementKey, size: ViewSize)] = []
    /// A stack's children's wants, measured once per pass and cross-axis offer.
    @exclusivity(unchecked) var stackInputs: [(cross: UInt64, inputs: StackLayout.Inputs)] = []

    package init(_ kind: Kind, children: [ViewNode] = [], identity: ViewIdentity) {
        self.kind = kind
        self.children = children
        self.identity = identity
    }

    /// Several nodes side by side in whatever container holds them.
    package static func group(_ nodes: [ViewNode]) -> ViewNode {
        if nodes.count == 1 { return nodes[0] }
        return ViewNode(.group, children: nodes, identity: nodes.first?.identity ?? ViewIdentity())
    }

    /// Numbers this node and its descendants depth first, from `next`.
    package func number(from next: inout Int) {
        serial = next
        next += 1
        measurements.removeAll(keepingCapacity: true)
        stackInputs.removeAll(keepingCapacity: true)
        for child in children { child.number(from: &next) }
    }

    /// The children with groups flattened, as a container lays them out (worked out once).
    package lazy var flattenedChildren: [ViewNode] = {
        children.flatMap { child -> [ViewNode] in
            switch child.kind {
            case .group: return child.flattenedChildren
            case .empty: return []
            default: return [child]
            }
        }
    }()

    /// The larger payloads are boxed (`indirect`): a layout pass reads a node's kind some
    /// thirty times, and each read copied a resolved text's hundred-odd bytes and retained
    /// each of its arrays, where a box is one retain.
    package enum Kind {
        /// Children to be laid out by the enclosing container (a builder block, `Group`).
        case group
        /// Nothing at all (`EmptyView`, a false `if` without `else`).
        case empty
        indirect case text(ResolvedText)
        /// A glyph of fixed width (a symbol from `Image(systemName:)`).
        case glyph(String, width: Int, style: Style)
        case stack(StackSpec)
        case zStack(Alignment)
        /// Flexible space along the enclosing stack's axis, at least `minLength` points.
        case spacer(minLength: Double?)
        case divider(Style)
        indirect case shape(ShapeSpec)
        indirect case progress(ProgressSpec)
        /// A control the previewer can trigger; the first child is its label.
        indirect case control(ControlSpec)
        indirect case frame(FrameSpec)
        case padding(EdgeInsets)
        /// First child the content, second the background or overlay.
        case background(Alignment)
        case overlay(Alignment)
        case fixedSize(horizontal: Bool, vertical: Bool)
        /// A container of the user's own `Layout`: its code sizes it and places the children.
        indirect case custom(CustomLayoutSpec)
        case opacity(Double)
        case hidden
    }
}

/// What the transition engine should do with a node (recorded, not performed, here).
package struct MotionHints: Equatable {
    package var transition: AnyTransition?
    package var contentTransition: ContentTransition?
    /// The animation from `animation(_:value:)` and the value it watches.
    package var animation: Animation?
    package var animationValue: AnimationValue?
}

/// A proposal and the stack axis it was made in, as a measurement's key.
struct MeasurementKey: Equatable {
    var width: UInt64
    var height: UInt64
    var axis: Int8

    init(_ proposal: ProposedSize, _ axis: StackSpec.Axis?) {
        // nil is "ideal", kept apart from every length by a NaN payload no length has.
        width = proposal.width?.bitPattern ?? 0x7FF8_DEAD_0000_0001
        height = proposal.height?.bitPattern ?? 0x7FF8_DEAD_0000_0001
        self.axis = axis == nil ? 0 : axis == .horizontal ? 1 : 2
    }
}
