import Foundation

// The input controls of an app's screens (a widget bundle's configuration screens carry them),
// drawn as the nearest a terminal can, and never edited: a Live Activity takes no typing or
// dragging. A text field shows its text or, empty, its prompt dimmed; a slider a bar at its
// value; a picker its label; a stepper its label and `−  +`; a disclosure group its label
// with `›` (`⌄` when expanded) and then its content.

/// A text input, as SwiftUI's `TextField`: its text, or its prompt dimmed when empty.
public struct TextField: View {
    let title: String
    let text: String

    public init(_ title: String, text: Binding<String>) {
        self.title = title
        self.text = text.wrappedValue
    }

    public init(_ title: String, text: Binding<String>, prompt: Text?) { self.init(title, text: text) }
    public init(_ title: String, text: Binding<String>, axis: Axis) { self.init(title, text: text) }

    public init<F: ParseableFormatStyle>(_ title: String, value: Binding<F.FormatInput>, format: F) where F.FormatOutput == String {
        self.title = title
        text = format.format(value.wrappedValue)
    }

    public var body: some View {
        if text.isEmpty { Text(title).foregroundStyle(.tertiary) } else { Text(text) }
    }
}

/// A password input, as SwiftUI's `SecureField`: a dot for each character.
public struct SecureField: View {
    let title: String
    let count: Int
    public init(_ title: String, text: Binding<String>) {
        self.title = title
        count = text.wrappedValue.count
    }
    public var body: some View {
        if count == 0 { Text(title).foregroundStyle(.tertiary) } else { Text(String(repeating: "•", count: count)) }
    }
}

/// A multi-line text input, as SwiftUI's `TextEditor`: its text.
public struct TextEditor: View {
    let text: String
    public init(text: Binding<String>) { self.text = text.wrappedValue }
    public var body: some View { Text(text) }
}

/// A value on a track, as SwiftUI's `Slider`: a bar at its value, as `ProgressView` draws one.
public struct Slider: View {
    let fraction: Double

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(max(Double(value.wrappedValue - bounds.lowerBound) / span, 0), 1) : 0
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> ViewList,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: 1, onEditingChanged: onEditingChanged)
    }

    public var body: some View { ProgressView(value: fraction) }
}

/// A value stepped up and down, as SwiftUI's `Stepper`: its label and `−  +`.
public struct Stepper: View {
    let label: ViewList

    public init(_ title: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) { label = ViewList([AnyView(Text(title))]) }
    public init<V: Strideable>(_ title: String, value: Binding<V>, step: V.Stride = 1) { label = ViewList([AnyView(Text(title))]) }
    public init<V: Strideable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        label = ViewList([AnyView(Text(title))])
    }
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> ViewList) {
        self.label = label()
    }

    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            Text("−  +").foregroundStyle(.tint)
        }
    }
}

/// A choice among tagged views, as SwiftUI's `Picker`: its label (the choices are a menu a
/// Live Activity does not open).
public struct Picker: View {
    let label: ViewList

    public init<S: Hashable>(_ title: String, selection: Binding<S>, @ViewBuilder content: () -> ViewList) {
        label = ViewList([AnyView(Text(title))])
    }

    public init<S: Hashable>(selection: Binding<S>, @ViewBuilder content: () -> ViewList, @ViewBuilder label: () -> ViewList) {
        self.label = label()
    }

    public var body: some View { label }
}

/// The parts of a date a picker edits, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A date input, as SwiftUI's `DatePicker`: its label and the date, as `Text(_:style:)` writes it.
public struct DatePicker: View {
    let title: String
    let date: Date
    let components: DatePickerComponents

    public init(_ title: String, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.title = title
        date = selection.wrappedValue
        components = displayedComponents
    }

    public init(_ title: String, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(title, selection: selection, displayedComponents: displayedComponents)
    }

    public var body: some View {
        HStack {
            Text(title)
            Spacer(minLength: 8)
            if components.contains(.date) { Text(date, style: .date) }
            if components.contains(.hourAndMinute) { Text(date, style: .time) }
        }
    }
}

/// Several dates chosen, as SwiftUI's `MultiDatePicker`: its label.
public struct MultiDatePicker: View {
    let title: String
    public init(_ title: String, selection: Binding<Set<DateComponents>>) { self.title = title }
    public var body: some View { Text(title) }
}

/// A colour input, as SwiftUI's `ColorPicker`: its label and a dot of the colour.
public struct ColorPicker: View {
    let title: String
    let color: Color
    public init(_ title: String, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.title = title
        color = selection.wrappedValue
    }
    public var body: some View {
        HStack {
            Text(title)
            Spacer(minLength: 8)
            Text("●").foregroundStyle(color)
        }
    }
}

/// A menu behind a label, as SwiftUI's `Menu`: its label, in the tint.
public struct Menu: View {
    let label: ViewList
    public init(_ title: String, @ViewBuilder content: () -> ViewList) { label = ViewList([AnyView(Text(title))]) }
    public init(@ViewBuilder content: () -> ViewList, @ViewBuilder label: () -> ViewList) { self.label = label() }
    public init(@ViewBuilder content: () -> ViewList, @ViewBuilder label: () -> ViewList, primaryAction: @escaping () -> Void) {
        self.label = label()
    }
    public var body: some View { label.foregroundStyle(.tint) }
}

/// Content shown below a label when expanded, as SwiftUI's `DisclosureGroup`.
public struct DisclosureGroup: View {
    let label: ViewList
    let content: ViewList
    let isExpanded: Bool

    public init(_ title: String, @ViewBuilder content: () -> ViewList) {
        label = ViewList([AnyView(Text(title))])
        self.content = content()
        isExpanded = false
    }

    public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> ViewList) {
        label = ViewList([AnyView(Text(title))])
        self.content = content()
        self.isExpanded = isExpanded.wrappedValue
    }

    public init(@ViewBuilder content: () -> ViewList, @ViewBuilder label: () -> ViewList) {
        self.label = label()
        self.content = content()
        isExpanded = false
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> ViewList, @ViewBuilder label: () -> ViewList) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded.wrappedValue
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                label
                Spacer(minLength: 1)
                Text(isExpanded ? "⌄" : "›").foregroundStyle(.tint)
            }
            if isExpanded { content }
        }
    }
}

/// A labelled box, as SwiftUI's `GroupBox`: the label above the content.
public struct GroupBox: View {
    let label: ViewList
    let content: ViewList
    public init(@ViewBuilder content: () -> ViewList) {
        label = ViewList([])
        self.content = content()
    }
    public init(_ title: String, @ViewBuilder content: () -> ViewList) {
        label = ViewList([AnyView(Text(title).bold())])
        self.content = content()
    }
    public init(@ViewBuilder content: () -> ViewList, @ViewBuilder label: () -> ViewList) {
        self.label = label()
        self.content = content()
    }
    public var body: some View { VStack(alignment: .leading) { label; content } }
}

/// A label and its value, as SwiftUI's `LabeledContent`: the label, then the value at the end.
public struct LabeledContent: View {
    let label: ViewList
    let content: ViewList
    public init(_ title: String, value: String) {
        label = ViewList([AnyView(Text(title))])
        content = ViewList([AnyView(Text(value).foregroundStyle(.secondary))])
    }
    public init<F: FormatStyle>(_ title: String, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(title, value: format.format(value))
    }
    public init(_ title: String, @ViewBuilder content: () -> ViewList) {
        label = ViewList([AnyView(Text(title))])
        self.content = content()
    }
    public init(@ViewBuilder content: () -> ViewList, @ViewBuilder label: () -> ViewList) {
        self.label = label()
        self.content = content()
    }
    public var body: some View { HStack { label; Spacer(minLength: 8); content } }
}

/// Controls side by side, as SwiftUI's `ControlGroup`.
public struct ControlGroup: View {
    let content: ViewList
    public init(@ViewBuilder content: () -> ViewList) { self.content = content() }
    public init(@ViewBuilder content: () -> ViewList, @ViewBuilder label: () -> ViewList) { self.content = content() }
    public var body: some View { HStack { content } }
}

/// A list's edit button, as SwiftUI's `EditButton`: "Edit" in the tint.
public struct EditButton: View {
    public init() {}
    public var body: some View { Text("Edit").foregroundStyle(.tint) }
}

/// A button that pastes, as SwiftUI's `PasteButton`: "Paste" in the tint.
public struct PasteButton: View {
    public init<T>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}
    public var body: some View { Label("Paste", systemImage: "doc.on.clipboard").foregroundStyle(.tint) }
}

/// A button that starts renaming, as SwiftUI's `RenameButton`.
public struct RenameButton: View {
    public init() {}
    public var body: some View { Label("Rename", systemImage: "pencil").foregroundStyle(.tint) }
}

/// A button that shares an item, as SwiftUI's `ShareLink`: "Share" with its symbol, in the tint.
public struct ShareLink: View {
    let title: String
    public init(item: URL) { title = "Share" }
    public init(item: String) { title = "Share" }
    public init(_ title: String, item: URL) { self.title = title }
    public init(_ title: String, item: String) { self.title = title }
    public var body: some View { Label(title, systemImage: "square.and.arrow.up").foregroundStyle(.tint) }
}
