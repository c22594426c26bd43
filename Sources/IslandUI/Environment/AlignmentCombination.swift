import Foundation

// How a container merges the explicit alignment guides of its children into its own, as
// SwiftUI's `combineExplicit(_:)`: a custom `Layout` calls it when it reports a guide of its own.

extension HorizontalAlignment {
    /// The children's explicit values merged: their mean, nil when none is set, as SwiftUI does
    /// for its built-in alignments.
    ///
    ///     HorizontalAlignment.leading.combineExplicit([8, nil, 16])   // 12
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        meanOfSet(values)
    }
}

extension VerticalAlignment {
    /// The children's explicit values merged: their mean, nil when none is set.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        meanOfSet(values)
    }
}

private func meanOfSet<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
    let set = values.compactMap { $0 }
    return set.isEmpty ? nil : set.reduce(0, +) / CGFloat(set.count)
}
