import Foundation
import IslandUI
import Motion
import TerminalCanvas

/// Frames for the tests, rendered from views.
enum MotionTesting {
    static func frame<Content: View>(_ view: Content, width: Int, height: Int? = nil) -> RenderedFrame {
        ViewRenderer().render(view, width: width, height: height)
    }

    /// The transition's frames at the given fractions of its duration, as text, one after
    /// another under a heading each: what the snapshot files hold.
    static func filmstrip(_ transition: FrameTransition, at fractions: [Double] = [0, 0.2, 0.4, 0.5, 0.6, 0.8, 1],
                          styled: Bool = false) -> String {
        fractions.map { fraction in
            let canvas = transition.canvas(at: fraction * transition.duration)
            return "── \(Int((fraction * 100).rounded())) % ──\n" + (styled ? canvas.styledText : canvas.plainText)
        }.joined(separator: "\n") + "\n"
    }
}
