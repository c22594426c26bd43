import Foundation

// Styles of controls and containers a Live Activity does not show (pickers, lists, forms, menus,
// tabs…): accepted with Apple's signature; the view is drawn in its default style.
// docs/IslandUI.md, "Accepted without effect".

extension View {
    /// `controlGroupStyle`: accepted as in SwiftUI; the view is drawn as it is.
    public func controlGroupStyle<S>(_ style: S) -> ModifiedView where S : ControlGroupStyle { modifyingEnvironment { _ in } }

    /// `datePickerStyle`: accepted as in SwiftUI; the view is drawn as it is.
    public func datePickerStyle<S>(_ style: S) -> ModifiedView where S : DatePickerStyle { modifyingEnvironment { _ in } }

    /// `disclosureGroupStyle`: accepted as in SwiftUI; the view is drawn as it is.
    public func disclosureGroupStyle<S>(_ style: S) -> ModifiedView where S : DisclosureGroupStyle { modifyingEnvironment { _ in } }

    /// `formStyle`: accepted as in SwiftUI; the view is drawn as it is.
    public func formStyle<S>(_ style: S) -> ModifiedView where S : FormStyle { modifyingEnvironment { _ in } }

    /// `groupBoxStyle`: accepted as in SwiftUI; the view is drawn as it is.
    public func groupBoxStyle<S>(_ style: S) -> ModifiedView where S : GroupBoxStyle { modifyingEnvironment { _ in } }

    /// `indexViewStyle`: accepted as in SwiftUI; the view is drawn as it is.
    public func indexViewStyle<S>(_ style: S) -> ModifiedView where S : IndexViewStyle { modifyingEnvironment { _ in } }

    /// `labeledContentStyle`: accepted as in SwiftUI; the view is drawn as it is.
    public func labeledContentStyle<S>(_ style: S) -> ModifiedView where S : LabeledContentStyle { modifyingEnvironment { _ in } }

    /// `pickerStyle`: accepted as in SwiftUI; the view is drawn as it is.
    public func pickerStyle<S>(_ style: S) -> ModifiedView where S : PickerStyle { modifyingEnvironment { _ in } }

    /// `tabViewStyle`: accepted as in SwiftUI; the view is drawn as it is.
    public func tabViewStyle<S>(_ style: S) -> ModifiedView where S : TabViewStyle { modifyingEnvironment { _ in } }

    /// `tableStyle`: accepted as in SwiftUI; the view is drawn as it is.
    public func tableStyle<S>(_ style: S) -> ModifiedView where S : TableStyle { modifyingEnvironment { _ in } }

    /// `textFieldStyle`: accepted as in SwiftUI; the view is drawn as it is.
    public func textFieldStyle<S>(_ style: S) -> ModifiedView where S : TextFieldStyle { modifyingEnvironment { _ in } }
}
