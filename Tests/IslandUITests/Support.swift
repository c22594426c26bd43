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
