/// What a layout pass cost, counted rather than timed: the fuzz targets hold it to a bound, so a
/// tree whose layout grows faster than its size is a finding on any machine.
package struct LayoutWork: Sendable, Equatable {
    /// Nodes in the tree.
    package var nodes = 0
    /// Sizes measured in the last pass (each node's distinct proposals; repeats are remembered).
    package var measurements = 0
}

extension ViewNode {
    /// The work of the last layout pass over this tree.
    package var layoutWork: LayoutWork {
        var work = LayoutWork(nodes: 1, measurements: measurements.count)
        for child in children {
            let inner = child.layoutWork
            work.nodes += inner.nodes
            work.measurements += inner.measurements
        }
        return work
    }
}
