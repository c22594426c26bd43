import Foundation
import TerminalCanvas
@testable import IslandUI

/// Renders a view at a width (and its ideal height) with the default environment at t = 0.
func render<Content: View>(_ view: Content, width: Int, height: Int? = nil,
                           environment: EnvironmentValues = EnvironmentValues()) -> String {
    ViewRenderer(environment: environment).render(view, width: width, height: height).canvas.plainText
}

/// A date `seconds` after the epoch (the default environment's instant is the epoch).
func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }

/// The laid-out leaves (views that draw) of a view at a width, with their cell rectangles.
func leaves<Content: View>(of view: Content, width: Int) -> [(node: ViewNode, rect: Rect)] {
    let renderer = ViewRenderer()
    let laidOut = renderer.layout(renderer.resolve(view), width: width, height: nil)
    let painter = Painter(environment: renderer.environment)
    return laidOut.allNodes().filter { $0.children.isEmpty }.map { ($0.node, painter.rect(for: $0.frame)) }
}

/// The seeded generator of the random tests (a 64-bit LCG): the same seed draws the same trees,
/// widths and instants, run after run.
struct SeededGenerator {
    var state: UInt64
    init(state: UInt64) { self.state = state }
    /// A seed spread over the state's bits, so that seeds 1, 2, 3… start far apart.
    init(seed: Int) { state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1 }
    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
