/// A node with the frame layout gave it, in points, relative to the root: what painting and the
/// transition engine read.
package struct LaidOutNode {
    package var node: ViewNode
    package var frame: ViewFrame
    package var children: [LaidOutNode]

    /// Every laid-out node, depth first, for tests and the differ.
    package func allNodes() -> [LaidOutNode] {
        [self] + children.flatMap { $0.allNodes() }
    }
}
