import Foundation
import Testing
import TermIsland

private struct BadgeAttributes: ActivityAttributes {
    struct ContentState: Codable & Hashable { var size: Double }
}

/// An activity whose minimal image is framed at the size in its state.
private struct BadgeWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: BadgeAttributes.self) { _ in
            Text("Lock Screen")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text("leading") }
            } compactLeading: {
                Image(systemName: "star")
            } compactTrailing: {
                Text("1")
            } minimal: {
                Image("Badge").resizable().frame(width: context.state.size, height: context.state.size)
            }
        }
    }
}

@Suite("Images larger than their presentation")
struct ImageSizeTests {
    func errors(_ size: Double, _ presentation: Presentation) -> [String] {
        let context = ActivityViewContext(attributes: BadgeAttributes(), state: .init(size: size))
        return PresentationRenderer(device: .iPhone15Pro).render(BadgeWidget().body, context: context, as: presentation).errors
    }

    @Test func aMinimalImageOverFortyFivePointsIsAnError() {
        #expect(errors(60, .minimal) == [
            "an image in the minimal presentation is framed 60 × 60 pt; ActivityKit allows at most 45 × 36.67 pt on iPhone 15 Pro",
        ])
    }

    @Test func imagesWithinTheLimitAreFine() {
        #expect(errors(36, .minimal).isEmpty)
        #expect(errors(60, .compact).isEmpty, "the minimal image is not in the compact presentation")
    }

    @Test func aBadContentStateIsATypedErrorNamingThePath() throws {
        let kind = ActivityKind.widget(BadgeWidget.self, attributes: BadgeAttributes.self)
        let data = ActivityData(attributes: Data("{}".utf8), state: Data(#"{"size":"big"}"#.utf8))
        #expect(throws: ActivityDataError(part: .contentState, attributesType: "BadgeAttributes",
                                          problem: ActivityDataProblem(path: "$.size", reason: "expected a number"))) {
            try kind.render(data, as: .minimal, with: PresentationRenderer(device: .iPhone15Pro))
        }
        #expect(kind.problem(state: data.state)?.description == "the content state for BadgeAttributes: $.size: expected a number")
        #expect(kind.problem(attributes: Data("{".utf8))?.part == .attributes)
        #expect(kind.problem(attributes: data.attributes, state: Data(#"{"size":2}"#.utf8)) == nil)
    }
}

@Test func aFrameAroundAWholeLabelIsNotAnImage() {
    struct Attributes: ActivityAttributes { struct ContentState: Codable & Hashable {} }
    struct LabelWidget: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: Attributes.self) { _ in Text("x") } dynamicIsland: { _ in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.leading) { Text("l") }
                } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: {
                    Label("Wide", systemImage: "star").frame(width: 80)
                }
            }
        }
    }
    let errors = PresentationRenderer().render(LabelWidget().body, context: ActivityViewContext(attributes: Attributes(), state: .init()), as: .minimal).errors
    #expect(errors.isEmpty)
}
