extension ViewNode.Kind {
    /// Which primitive a node is, its payload aside: the rows of docs/IslandUI.md's map, where
    /// each primitive's API, layout spec, measure, place and paint are found. The switch has no
    /// `default`, so a new kind of node does not compile without a primitive, and the map's test
    /// (`PrimitiveMapTests`) fails until it has a row.
    package var primitive: Primitive {
        switch self {
        case .group: .group
        case .empty: .empty
        case .text: .text
        case .glyph: .glyph
        case .stack: .stack
        case .zStack: .zStack
        case .spacer: .spacer
        case .divider: .divider
        case .shape: .shape
        case .progress: .progress
        case .control: .control
        case .frame: .frame
        case .padding: .padding
        case .background: .background
        case .overlay: .overlay
        case .fixedSize: .fixedSize
        case .custom: .custom
        case .opacity: .opacity
        case .hidden: .hidden
        }
    }

    /// A kind of node without its payload.
    package enum Primitive: String, CaseIterable, Sendable {
        case group, empty, text, glyph, stack, zStack, spacer, divider, shape, progress, control, frame, padding
        case background, overlay, fixedSize, custom, opacity, hidden
    }
}
