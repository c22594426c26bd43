import Foundation
import Testing
import IslandExamples
import TermIsland
import TerminalCanvas

/// What the example tests share: a fixed instant to render at (the pizza tests' own), the two
/// island size classes, the presentations every example must draw, and the widths each
/// presentation's canvas must have on a device.
enum ExampleTesting {
    /// 2027-01-15 08:00:00 UTC: every timer and date renders against this instant.
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// One phone of each island size class: 393 points (52.33-point compact slots) and 430.
    static let devices: [DeviceProfile] = [.iPhone15Pro, .iPhone15ProMax]

    /// The presentations an activity gives the system.
    static let presentations: [Presentation] = [.compact, .minimal, .expanded, .lockScreen]

    static var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.date = now
        return environment
    }

    static func renderer(_ device: DeviceProfile) -> PresentationRenderer {
        PresentationRenderer(device: device, environment: environment)
    }

    /// The canvas width, in columns, a presentation takes on a device with an island: the
    /// island's compact or expanded width, the minimal capsule (45 points and its edge), or the
    /// Lock Screen less its margins.
    static func expectedWidth(of presentation: Presentation, on device: DeviceProfile) -> Int {
        let metrics = CellMetrics.standard
        let island = device.island!
        switch presentation {
        case .compact: return metrics.column(island.compactWidth)
        case .minimal:
            // Attached (minimal slot, camera, two borders), a gap, then detached (slot + 1).
            let slot = metrics.column(island.minimalWidth.upperBound)
            return (slot + metrics.column(island.cameraWidth) + 2) + 1 + (slot + 1)
        case .expanded: return metrics.column(island.expandedWidth)
        default: return metrics.column(device.lockScreenWidth)
        }
    }

    /// Checks what every presentation of every example must be: the device's width, every row
    /// exactly that wide in display cells (wide graphemes counted twice), and no warnings.
    static func expectWellFormed(
        _ rendered: RenderedPresentation, _ presentation: Presentation, on device: DeviceProfile,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let canvas = rendered.canvas
        #expect(canvas.width == expectedWidth(of: presentation, on: device),
                "\(presentation) on \(device)", sourceLocation: sourceLocation)
        #expect(rendered.warnings.isEmpty, "\(presentation) on \(device): \(rendered.warnings)", sourceLocation: sourceLocation)
        for line in canvas.plainText.split(separator: "\n", omittingEmptySubsequences: false) {
            let row = line.hasSuffix("¶") ? line.dropLast() : line
            #expect(String(row).displayWidth == canvas.width,
                    "\(presentation) on \(device): \"\(row)\"", sourceLocation: sourceLocation)
        }
    }

    /// The rows of a canvas between its top and bottom border, without the side borders.
    static func contentRows(_ canvas: Canvas) -> [String] {
        let lines = canvas.plainText.split(separator: "\n").map(String.init)
        return lines.dropFirst().dropLast().map { String($0.dropFirst().dropLast()) }
    }
}

extension Example {
    /// This example's presentation `seconds` after it started, at the tests' fixed instant.
    func rendered(_ presentation: Presentation, on device: DeviceProfile = .iPhone15Pro, at seconds: Double) -> RenderedPresentation {
        render(ExampleTesting.renderer(device), presentation, seconds)
    }
}
