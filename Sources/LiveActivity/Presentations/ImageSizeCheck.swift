import Foundation
import IslandUI

/// ActivityKit refuses images larger than the presentation they are in (the system may fail to
/// start the activity). TermIsland reports an image framed larger than its presentation allows
/// as an error, with the presentation and both sizes.
struct ImageSizeCheck {
    let renderer: PresentationRenderer

    /// The largest image, in points, each presentation takes.
    func limit(for presentation: Presentation) -> (width: Double, height: Double) {
        let island = renderer.device.island ?? DeviceProfile.standardIsland
        switch presentation {
        case .compact: return (island.compactSlotWidth, island.height)
        case .minimal, .minimalAttached, .minimalDetached: return (island.minimalWidth.upperBound, island.height)
        case .expanded: return (island.expandedWidth, 160)
        case .lockScreen, .standby, .banner: return (renderer.device.lockScreenWidth, 160)
        case .smartStack, .carPlay:
            let size = renderer.smallActivitySize(for: presentation)
            return (size.width, size.height)
        }
    }

    /// The images in a resolved tree framed larger than `presentation` allows.
    func diagnostics(in node: ViewNode, for presentation: Presentation) -> [PresentationDiagnostic] {
        let (maxWidth, maxHeight) = limit(for: presentation)
        return framedImages(in: node).filter { width, height in
            (width ?? 0) > maxWidth + 0.01 || (height ?? 0) > maxHeight + 0.01
        }.map { width, height in
            .imageTooLarge(presentation, width: width, height: height, limitWidth: maxWidth, limitHeight: maxHeight)
        }
    }

    /// An image diagnostic as the error ActivityKit would give (nil for another diagnostic).
    func error(_ diagnostic: PresentationDiagnostic) -> PresentationError? {
        guard case .imageTooLarge(let presentation, let width, let height, let maxWidth, let maxHeight) = diagnostic else { return nil }
        return .imageTooLarge(presentation, width: width, height: height, limitWidth: maxWidth, limitHeight: maxHeight,
                              device: renderer.device.name)
    }

    /// The fixed sizes of frames whose content is an image.
    private func framedImages(in node: ViewNode) -> [(Double?, Double?)] {
        var found: [(Double?, Double?)] = []
        if case .frame(let spec) = node.kind, spec.width != nil || spec.height != nil, node.children.contains(where: containsImage) {
            found.append((spec.width, spec.height))
        }
        for child in node.children { found += framedImages(in: child) }
        return found
    }

    /// Whether the node is an image, seen through modifiers (a frame around a whole `Label`
    /// or stack frames the stack, not its icon).
    private func containsImage(_ node: ViewNode) -> Bool {
        if node.isImage { return true }
        switch node.kind {
        case .frame, .padding, .opacity, .fixedSize, .hidden, .background, .overlay:
            return node.children.first.map(containsImage) ?? false
        default:
            return false
        }
    }
}
