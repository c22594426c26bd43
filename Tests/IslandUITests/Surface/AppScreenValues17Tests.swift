import Foundation
import Testing
@testable import IslandUI

/// Values of an app's screens and App Intents' extras of iOS 17 (issue 39): Apple's names and
/// members, compared and kept; nothing drawn changes for them.
@Suite("App screens' values and App Shortcuts' extras of iOS 17")
struct AppScreenValues17Tests {
    struct Package: AppIntentsPackage {}
    struct Outer: AppIntentsPackage { static var includedPackages: [any AppIntentsPackage.Type] { [Package.self] } }

    @Test func theValuesAreApplesAndTellTheirCasesApart() {
        #expect(WindowResizability.contentSize != .automatic && DialogSeverity.critical != .standard)
        #expect(DismissBehavior.destructive != .interactive && NavigationSplitViewColumn.detail != .sidebar)
        #expect(TableColumnAlignment.numeric(Locale.NumberingSystem("arab")) == .numeric && TableColumnAlignment.center != .leading)
        let sizing: UIHostingControllerSizingOptions = [.preferredContentSize, .intrinsicContentSize]
        #expect(sizing.rawValue == 3 && !UIHostingControllerSizingOptions().contains(.preferredContentSize))
        #expect(ScrollTransitionPhase.identity.isIdentity && ScrollTransitionPhase.topLeading.value == -1 && ScrollTransitionPhase.bottomTrailing.value == 1)
        let phrases = NegativeAppShortcutPhrases(phrases: ["Track my bike", NegativeAppShortcutPhrase("Order a taxi")])
        #expect(phrases.phrases.map(\.text) == ["Track my bike", "Order a taxi"])
        #expect(Package.includedPackages.isEmpty && Outer.includedPackages.count == 1)
        let scope = Text(ScrollTransitionPhase.identity.isIdentity ? "in view" : "scrolled")
        #expect(render(scope, width: 7) == "in view")
    }
}
