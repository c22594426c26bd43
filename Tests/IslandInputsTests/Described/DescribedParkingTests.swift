@testable import ActivityRuntime
import Foundation
@testable import IslandInputs
import IslandSnapshotTesting
@testable import LiveActivity
import TermIsland
import Testing

/// The parking-meter sample (docs/scenarios/views/parking.json), an activity nobody wrote Swift for,
/// rendered from its description with its preview data: half an hour into a two-hour meter.
@Suite("Described activity: the parking sample")
struct DescribedParkingTests {
    func rendered(_ presentation: Presentation, on device: DeviceProfile = .iPhone15Pro) throws -> RenderedPresentation {
        let parking = try DescribedTesting.parking()
        let preview = try #require(parking.preview)
        return parking.render(DescribedTesting.renderer(device), presentation, state: preview.state, attributes: preview.attributes)
    }

    @Test func compactShowsTheBayAndTheTimeLeftBesideTheCamera() throws {
        let compact = try rendered(.compact)
        #expect(compact.canvas.plainText == """
            ╭───────────────────────────╮
            │🚗 214       ◉       90:00 │
            ╰───────────────────────────╯
            """)
        #expect(compact.warnings.isEmpty && compact.errors.isEmpty)
    }

    @Test func expandedBindsTheAttributesTheStateAndAnElementOfTheMeter() throws {
        let expanded = try rendered(.expanded)
        #expect(expanded.canvas.plainText == """
            ╭────────────────────────────────────────────╮
            │ 🚗 Bay 214                         1:30:00 │
            │              Riverside Garage              │
            │ ██████████▌                                │
            │ KX 42 ABC                    Until 9:30 AM │
            ╰────────────────────────────────────────────╯
            """)
        #expect(expanded.warnings.isEmpty && expanded.errors.isEmpty)
    }

    @Test func lockScreenTakesTheElseBranchUntilTheMeterIsNearlyOut() throws {
        let lockScreen = try rendered(.lockScreen)
        #expect(lockScreen.canvas.plainText == """
            ╭──────────────────────────────────────── ✕ ─╮
            │ 📍 Riverside Garage                1:30:00 │
            │ Bay 214 · Level 2                  2.5 €/h │
            │ ██████████▌                                │
            │ Paid until 9:30 AM                         │
            ╰────────────────────────────────────────────╯
            """)
    }

    @Test func lockScreenWarnsWhenTheMeterIsNearlyOut() throws {
        let parking = try DescribedTesting.parking()
        let preview = try #require(parking.preview)
        guard case .object(var state) = preview.state else { Issue.record("the preview state is an object"); return }
        state["meter"] = ["2027-01-15T06:10:00Z", "2027-01-15T08:10:00Z"]
        state["isExpiringSoon"] = true
        let lockScreen = parking.render(DescribedTesting.renderer(), .lockScreen, state: .object(state), attributes: preview.attributes)
        #expect(lockScreen.canvas.plainText == """
            ╭──────────────────────────────────────── ✕ ─╮
            │ 📍 Riverside Garage                  10:00 │
            │ Bay 214 · Level 2                  2.5 €/h │
            │ ██████████████████████████████████████▌    │
            │ ⚠️ Less than 15 minutes left               │
            ╰────────────────────────────────────────────╯
            """)
    }

    /// Every presentation on both island size classes, as snapshots beside this file
    /// (__Snapshots__/DescribedParkingTests/), recorded with ISLAND_SNAPSHOT_RECORD=all.
    @Test(arguments: [DeviceProfile.iPhone15Pro, .iPhone15ProMax])
    func everyPresentation(on device: DeviceProfile) throws {
        for presentation in Presentation.allCases {
            let rendered = try rendered(presentation, on: device)
            let text = rendered.transcript()
            #expect(rendered.errors.isEmpty, "\(presentation): \(rendered.errors)")
            assertSnapshot(of: text, named: "\(device.identifier).\(presentation.rawValue)")
        }
    }

    @Test func theSampleIsTheDescriptionItsFileSays() throws {
        let parking = try DescribedTesting.parking()
        #expect(parking.file == "docs/scenarios/views/parking.json")
        #expect(parking.minimal != nil && parking.expanded?.bottom != nil)
        #expect(parking.tint == Color.cyan.opacity(0.2))
        #expect(parking.preview?.state[path: "meter.1"] == "2027-01-15T09:30:00Z")
    }

    @Test func theConfigurationRendersAsAnySwiftActivityDoes() throws {
        // The activity system and `island snapshot` take the configuration, not the description.
        let parking = try DescribedTesting.parking()
        let preview = try #require(parking.preview)
        let context = ActivityViewContext(attributes: DescribedAttributes(preview.attributes), state: preview.state)
        let viaConfiguration = DescribedTesting.renderer().render(parking.configuration(), context: context, as: .expanded)
        #expect(viaConfiguration.canvas == (try rendered(.expanded)).canvas)
    }
}
