import Foundation
import Testing
@testable import IslandUI

/// Every `EnvironmentValues` key Apple's interface has (issue 39): the values of an app's
/// screens read as a screen has them before anything happens, settable with
/// `environment(_:_:)`, and read by `@Environment` in a view's body as in SwiftUI.
@Suite("The environment of an app's screens")
struct ScreenEnvironmentTests {
    @Test func eachValueReadsAsAScreenHasItBeforeAnythingHappens() {
        let environment = EnvironmentValues()
        #expect(environment.editMode == nil)
        #expect(environment.presentationMode.wrappedValue.isPresented == false)
        #expect(environment.refresh == nil && environment.rename == nil && environment.undoManager == nil)
        #expect(environment.backgroundMaterial == nil && environment.backgroundStyle == nil)
        #expect(environment.keyboardShortcut == nil && environment.disableAutocorrection == nil)
        #expect(environment.menuOrder == .automatic && environment.searchSuggestionsPlacement == .automatic)
        #expect(environment.scrollDismissesKeyboardMode == .automatic)
        #expect(environment.contentTransition == .identity)
        environment.dismissSearch()
        environment.openWindow(id: "map")
        #expect(environment.managedObjectContext.hasChanges == false)
    }

    struct EditingLabel: View {
        @Environment(\.editMode) private var editMode
        var body: some View { Text(editMode?.wrappedValue.isEditing == true ? "Done" : "Edit") }
    }

    @Test func aValueSetAboveIsReadInABody() {
        #expect(render(EditingLabel(), width: 4) == "Edit")
        #expect(render(EditingLabel().transformEnvironment(\.editMode) { $0 = .constant(.active) }, width: 4) == "Done")
        var environment = EnvironmentValues()
        environment.menuOrder = .priority
        #expect(environment.menuOrder == .priority)
    }
}
