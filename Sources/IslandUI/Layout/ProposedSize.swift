/// The size a container offers a child, per axis: a length in points, or nil for "your ideal".
///
/// SwiftUI's layout protocol in miniature: a parent proposes, the child answers with the size it
/// wants, the parent places it. Answers to a zero proposal give a child's minimum, to an
/// infinite one its maximum, to nil its ideal.
package struct ProposedSize: Hashable {
    package var width: Double?
    package var height: Double?

    package init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    package static let ideal = ProposedSize(width: nil, height: nil)

    package func replacing(_ axis: StackSpec.Axis, with length: Double?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: length, height: height) : ProposedSize(width: width, height: length)
    }

    package func length(along axis: StackSpec.Axis) -> Double? {
        axis == .horizontal ? width : height
    }
}

extension ViewSize {
    func length(along axis: StackSpec.Axis) -> Double { axis == .horizontal ? width : height }

    init(_ axis: StackSpec.Axis, main: Double, cross: Double) {
        self = axis == .horizontal ? ViewSize(width: main, height: cross) : ViewSize(width: cross, height: main)
    }
}
