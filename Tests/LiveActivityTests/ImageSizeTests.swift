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
        return PresentationRenderer(device: .iPhone15Pro).render(BadgeWidget().body, context: context, as: presentation).errors.map(\.description)
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
                                          problem: ActivityDataProblem(path: "$.size", reason: "expected a number", found: .string("big")))) {
            try kind.render(data, as: .minimal, with: PresentationRenderer(device: .iPhone15Pro))
        }
        #expect(kind.problem(state: data.state)?.description == #"the content state for BadgeAttributes: $.size: expected a number, got the string "big""#)
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

@Suite("UTC dates without ICU")
struct UTCDateTests {
    @Test(arguments: [0.0, 1_800_000_000, 951_782_400, 4_102_444_799.5, -86_400, 1_709_164_800, 1_800_000_000.25, 253_402_300_799])
    func fieldsAgreeWithFoundation(_ seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
        let utc = UTCDate(date)
        #expect([utc.year, utc.month, utc.day, utc.hour, utc.minute, utc.second, utc.weekday]
                == [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second, parts.weekday].map { $0! })
        let formatter = ISO8601DateFormatter()
        if seconds == seconds.rounded() { #expect(utc.iso8601 == formatter.string(from: date)) }
    }

    @Test func fractionsOfASecondAreKeptToTheMillisecond() {
        #expect(UTCDate(Date(timeIntervalSince1970: 1_800_000_000.25)).iso8601 == "2027-01-15T08:00:00.250Z")
    }
}

private struct OneSideAttributes: ActivityAttributes {
    struct ContentState: Codable & Hashable { var width: Double?; var height: Double? }
}

/// An activity whose minimal image is framed on one side only.
private struct OneSideWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: OneSideAttributes.self) { _ in
            Text("Lock Screen")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text("leading") }
            } compactLeading: { Text("L") } compactTrailing: { Text("1") } minimal: {
                Image("Badge").resizable().frame(width: context.state.width.map { CGFloat($0) }, height: context.state.height.map { CGFloat($0) })
            }
        }
    }
}

extension ImageSizeTests {
    /// A frame fixed on one side only still sizes its image on that side: too wide, or too
    /// tall, is an error, as when both sides are fixed.
    @Test(arguments: [(60.0, nil), (nil, 60.0)] as [(Double?, Double?)])
    func anImageFramedOnOneSideIsCheckedOnThatSide(width: Double?, height: Double?) {
        let context = ActivityViewContext(attributes: OneSideAttributes(), state: .init(width: width, height: height))
        let errors = PresentationRenderer(device: .iPhone15Pro).render(OneSideWidget().body, context: context, as: .minimal).errors
        #expect(errors.count == 1, "\(errors)")
    }
}
