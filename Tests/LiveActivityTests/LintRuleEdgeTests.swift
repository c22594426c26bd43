import Foundation
import Testing
@testable import LiveActivity
import TermIsland

private struct GaugeAttributes: ActivityAttributes {
    struct ContentState: Codable & Hashable {
        var lockScreenHeight: Double = 40
        var compactLeading = "ok"
        var textGrey: Double = 0
        var filler = ""
        var ends: Date?
        var showsStaleness = false
        var minimal = "m"
        var imageHeight: Double = 0
    }
}

/// A widget whose sizes, colours and staleness come from its state, to put each rule at its edge.
private struct GaugeWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: GaugeAttributes.self) { context in
            VStack(spacing: 0) {
                Text(context.showsStaleText ? "stale" : "fresh")
                    .foregroundStyle(Color(red: context.state.textGrey / 255, green: context.state.textGrey / 255, blue: context.state.textGrey / 255))
                Color.clear.frame(height: context.state.lockScreenHeight - 16)
            }
            .activityBackgroundTint(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    if context.state.imageHeight > 0 {
                        Image("Badge").resizable().frame(width: 20, height: context.state.imageHeight)
                    } else {
                        Text("L")
                    }
                }
            } compactLeading: {
                Text(context.state.compactLeading).lineLimit(1)
            } compactTrailing: {
                Text("1")
            } minimal: {
                Text(context.state.minimal).lineLimit(1)
            }
        }
    }
}

private extension ActivityViewContext<GaugeAttributes> {
    var showsStaleText: Bool { state.showsStaleness && isStale }
}

@Suite("Apple's rules at their edges, as island lint checks them")
struct LintRuleEdgeTests {
    let kind = ActivityKind.widget(GaugeWidget.self, attributes: GaugeAttributes.self)
    let moment = Date(timeIntervalSince1970: 1_800_000_000)

    fileprivate func findings(_ state: GaugeAttributes.ContentState, devices: [DeviceProfile] = [.iPhone14Pro]) throws -> [LintFinding] {
        let data = try ActivityData(GaugeAttributes(), state)
        return ActivityLinter(devices: devices).findings(kind: kind, samples: [.init(data: data, date: moment)])
    }

    fileprivate func rules(_ state: GaugeAttributes.ContentState, devices: [DeviceProfile] = [.iPhone14Pro]) throws -> [LintRule] {
        try findings(state, devices: devices).map(\.rule)
    }

    @Test func aLockScreenOfExactly160PointsPassesAnd161Fails() throws {
        #expect(try !rules(.init(lockScreenHeight: 160)).contains(.lockScreenHeight))
        let over = try findings(.init(lockScreenHeight: 161)).filter { $0.rule == .lockScreenHeight }
        #expect(over.map(\.message) == ["the Lock Screen content is 161 points tall; the system shows 160 and truncates the rest"])
        #expect(over.first?.severity == .error)
        #expect(over.first?.part == .lockScreen)
        #expect(over.first?.device?.identifier == "iphone-14-pro")
    }

    @Test func compactContentThatFitsTheSmallestIslandPassesAndOneColumnMoreFails() throws {
        // 52.33 points on a 393-point iPhone: 7 columns; 62.33 on a Pro Max: 8.
        #expect(try !rules(.init(compactLeading: "1234567")).contains(.compactFit))
        let over = try findings(.init(compactLeading: "12345678"), devices: [.iPhone14Pro, .iPhone14ProMax])
            .filter { $0.rule == .compactFit }
        #expect(over.map(\.message) == ["the compact leading content is 8 columns wide; its slot has 7 and cuts it with “…”"])
        #expect(over.map(\.device?.name) == ["iPhone 14 Pro"], "it fits the Pro Max")
        #expect(over.first?.part == .compactLeading)
    }

    @Test func minimalContentThatFitsTheDetachedCapsulePassesAndOneColumnMoreFails() throws {
        // 45 points: 6 columns beside the camera, 5 inside the detached capsule's edges.
        #expect(try !rules(.init(minimal: "12345")).contains(.minimalFit))
        let detached = try findings(.init(minimal: "123456")).filter { $0.rule == .minimalFit }
        #expect(detached.map(\.message) == ["the minimal content is 6 columns wide; the detached minimal has 5 and cuts it"])
        let both = try findings(.init(minimal: "1234567")).filter { $0.rule == .minimalFit }
        #expect(both.map(\.message) == [
            "the minimal content is 7 columns wide; the minimal beside the camera has 6 and cuts it",
            "the minimal content is 7 columns wide; the detached minimal has 5 and cuts it",
        ])
        #expect(both.allSatisfy { $0.part == .minimal && $0.severity == .warning })
    }

    @Test func anImageAsTallAsThePresentationPassesAndOnePointMoreFails() throws {
        #expect(try !rules(.init(imageHeight: 160)).contains(.imageSize))
        let over = try findings(.init(imageHeight: 161)).filter { $0.rule == .imageSize }
        #expect(over.map(\.message) == ["an image in the expanded presentation is framed 20 × 161 points; at most 371 × 160 are allowed"])
        #expect(over.first?.part == .expanded)
        #expect(over.first?.severity == .error)
    }

    @Test func aStateOfExactly4096BytesPassesAndOneMoreFails() throws {
        let empty = try ActivityData(GaugeAttributes(), .init())
        let room = ActivityLinter.maximumDataBytes - empty.attributes.count - empty.state.count
        let full = GaugeAttributes.ContentState(filler: String(repeating: "x", count: room))
        let data = try ActivityData(GaugeAttributes(), full)
        #expect(data.attributes.count + data.state.count == 4096)
        #expect(try !rules(full).contains(.stateSize))
        let over = try findings(.init(filler: String(repeating: "x", count: room + 1))).filter { $0.rule == .stateSize }
        #expect(over.count == 1)
        #expect(over.first?.severity == .error)
        #expect(over.first?.device == nil, "the same on every device")
        #expect(over.first?.message.hasSuffix("4,097 together; ActivityKit allows 4,096") == true)
    }

    @Test func textAtTheMinimumContrastPassesAndAShadeLighterFails() throws {
        // #767676 on white is 4.54:1, #777777 4.48:1.
        #expect(try !rules(.init(textGrey: 0x76)).contains(.textContrast))
        let low = try findings(.init(textGrey: 0x77)).filter { $0.rule == .textContrast }
        #expect(low.map(\.message) == ["text on the Lock Screen in #777777 on #FFFFFF, first “fresh”: a contrast of 4.48:1; text needs 4.5:1"])
        #expect(low.first?.severity == .warning)
    }

    @Test func contrastIsTheWCAGRatio() {
        #expect(TextContrast.ratio(.rgb(0, 0, 0), .rgb(255, 255, 255)) == 21)
        #expect(TextContrast.ratio(.rgb(9, 9, 9), .rgb(9, 9, 9)) == 1)
        #expect(TextContrast.ratio(.default, .rgb(0, 0, 0)) == nil, "the terminal's own colour is not known")
    }

    @Test func aDateInTheStateNeedsAStaleLook() throws {
        #expect(try !rules(.init()).contains(.staleDate), "no date: nothing ages")
        let aging = try findings(.init(ends: moment)).filter { $0.rule == .staleDate }
        #expect(aging.count == 1)
        #expect(aging.first?.severity == .warning)
        #expect(try !rules(.init(ends: moment, showsStaleness: true)).contains(.staleDate), "it shows context.isStale")
    }

    @Test func aStateThatDoesNotDecodeIsAnError() {
        let data = ActivityData(attributes: Data("{}".utf8), state: Data(#"{"lockScreenHeight":"tall"}"#.utf8))
        let found = ActivityLinter(devices: [.iPhone14Pro]).findings(kind: kind, samples: [.init(data: data, date: moment)])
        #expect(found.map(\.rule) == [.stateDecodes])
    }

    @Test func eachRuleNamesWhereAppleStatesIt() {
        for rule in LintRule.allCases {
            #expect(rule.documentation.hasPrefix("https://developer.apple.com/"), "\(rule)")
        }
    }

    @Test func theDevicesShowTheirOwnPresentations() {
        #expect(ActivityLinter.presentations(on: .iPhone15Pro) == [.compact, .minimal, .expanded, .lockScreen])
        #expect(ActivityLinter.presentations(on: .iPhoneSE) == [.lockScreen])
        #expect(ActivityLinter.presentations(on: .appleWatch45mm) == [.smartStack])
        #expect(ActivityLinter.presentations(on: .mac) == [.compact, .minimal, .expanded])
    }
}
