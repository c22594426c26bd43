@testable import ActivityRuntime
import Foundation
@testable import IslandInputs
import IslandUI
@testable import LiveActivity
import TerminalCanvas
import Testing

/// What the generic-activity tests share: the parking sample, the instant every timer renders
/// at, and small ways to parse a view and render it bound to a state.
enum DescribedTesting {
    /// 2027-01-15 08:00:00 UTC, as the example tests: the sample's meter runs 07:30 to 09:30.
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// docs/scenarios/views/parking.json, named as `island` would name it from the package root.
    static func parking() throws -> DescribedActivity {
        let url = URL(fileURLWithPath: "docs/scenarios/views/parking.json", relativeTo: packageRoot)
        return try DescribedActivity.load(from: url)
    }

    static func renderer(_ device: DeviceProfile = .iPhone15Pro) -> PresentationRenderer {
        var environment = EnvironmentValues()
        environment.date = now
        return PresentationRenderer(device: device, environment: environment)
    }

    /// A description from JSON text (its lock screen `"text"` unless given).
    static func description(_ json: String, file: String = "test.json") throws(InputFileError) -> DescribedActivity {
        try DescribedActivity.parse(Data(json.utf8), file: file)
    }

    /// The message of the error parsing `json` throws, or nil when it parses.
    static func parseError(_ json: String, file: String = "test.json") -> String? {
        do {
            _ = try description(json, file: file)
            return nil
        } catch {
            return error.description
        }
    }

    /// One view, written as JSON, parsed as a Lock Screen would be.
    static func view(_ json: String) throws -> ViewDescription {
        try description(#"{"lockScreen": \#(json)}"#).lockScreen
    }

    /// A view bound to `state` and `attributes`, drawn `width` columns wide, with its warnings.
    static func render(_ json: String, state: JSONValue = [:], attributes: JSONValue = [:], width: Int = 30)
        throws -> (text: String, warnings: [String]) {
        var binder = ViewBinder(state: state, attributes: attributes, file: "test.json")
        let view = binder.view(try self.view(json))
        var environment = EnvironmentValues()
        environment.date = now
        let canvas = ViewRenderer(environment: environment).render(view, width: width).canvas
        return (canvas.plainText, binder.warnings)
    }

    /// Every row of a canvas is exactly `width` display cells (a trailing "¶" marks spaces).
    static func expectRows(of canvas: Canvas, width: Int, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(canvas.width == width, "\(what): canvas \(canvas.width) wide", sourceLocation: sourceLocation)
        for line in canvas.plainText.split(separator: "\n", omittingEmptySubsequences: false) {
            let row = line.hasSuffix("¶") ? line.dropLast() : line
            #expect(String(row).displayWidth == canvas.width, "\(what): \"\(row)\"", sourceLocation: sourceLocation)
        }
    }
}
