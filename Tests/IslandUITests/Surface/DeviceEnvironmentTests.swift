import Foundation
import Testing
@testable import IslandUI

/// The environment values of an iPhone that widget code reads (issue 39): what a phone has out
/// of the box, and what `environment(_:_:)` sets, drawn by a view that reads them.
@Suite("An iPhone's environment")
struct DeviceEnvironmentTests {
    struct DeviceFacts: View {
        @Environment(\.horizontalSizeClass) var width
        @Environment(\.isEnabled) var isEnabled
        @Environment(\.scenePhase) var phase
        @Environment(\.accessibilityReduceMotion) var reducesMotion
        @Environment(\.legibilityWeight) var weight
        @Environment(\.locale) var locale
        var body: some View {
            VStack(alignment: .leading) {
                Text(width == .compact ? "compact" : "regular")
                Text(isEnabled ? "enabled" : "disabled")
                Text(phase == .active ? "active" : "asleep")
                Text(reducesMotion ? "still" : "moving")
                Text(weight == .bold ? "bold" : "regular")
                Text(locale.identifier)
            }
        }
    }

    @Test func aPhoneOutOfTheBox() {
        #expect(render(DeviceFacts(), width: 7) == """
            compact
            enabled
            active ¶
            moving ¶
            regular
            en_US  ¶
            """)
    }

    @Test func aPreviewSetsThem() {
        let view = DeviceFacts()
            .environment(\.horizontalSizeClass, .regular)
            .environment(\.accessibilityReduceMotion, true)
            .environment(\.legibilityWeight, .bold)
            .environment(\.locale, Locale(identifier: "fr_FR"))
        #expect(render(view, width: 7) == """
            regular
            enabled
            active ¶
            still  ¶
            bold   ¶
            fr_FR  ¶
            """)
    }

    @Test func sizeCategoryIsDynamicTypeSizeByItsOlderNames() {
        struct Size: View {
            @Environment(\.sizeCategory) var category
            var body: some View { Text(category.isAccessibilityCategory ? "huge" : "\(category)") }
        }
        #expect(render(Size(), width: 5) == "large")
        #expect(render(Size().environment(\.dynamicTypeSize, .accessibility2), width: 4) == "huge")
        var environment = EnvironmentValues()
        environment.sizeCategory = .extraExtraLarge
        #expect(environment.dynamicTypeSize == .xxLarge)
    }

    struct BadgeKey: EnvironmentKey { static let defaultValue: String? = "new" }

    @Test func anOptionalKeyReadsItsDefaultUntilSetAndItsNilOnceSet() {
        var environment = EnvironmentValues()
        #expect(environment[BadgeKey.self] == "new")
        environment[BadgeKey.self] = nil
        #expect(environment[BadgeKey.self] == nil)
    }

    @Test func actionsAreCallableAsSwiftUIs() {
        var environment = EnvironmentValues()
        environment.openURL(URL(string: "maps://route")!)
        environment.dismiss()
        #expect(environment.displayScale == 3)
        #expect(environment.pixelLength == 1.0 / 3)
        #expect(environment.calendar.identifier == .gregorian)
    }
}
