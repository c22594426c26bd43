import Foundation
import LiveActivity
import ActivityRuntime
import IslandUI

/// Turns view descriptions into views, reading placeholders from an activity's data, and keeps
/// what did not bind as warnings instead of failing: a preview of a half-written state should
/// still draw, with every gap shown as "–" and named.
///
///     parking.json: $.lockScreen.vstack[0]: "{bay}": no such field in the content state; shown as "–"
///
/// (the file, the JSON path of the view that binds it, the placeholder, the problem).
struct ViewBinder {
    let state: JSONValue
    let attributes: JSONValue
    /// The description's file, named in warnings.
    let file: String?
    private(set) var warnings: [String] = []

    init(state: JSONValue, attributes: JSONValue, file: String?) {
        self.state = state
        self.attributes = attributes
        self.file = file
    }

    /// The view a description stands for.
    mutating func view(_ description: ViewDescription) -> AnyView {
        modified(content(description), by: description.modifiers)
    }

    private mutating func content(_ description: ViewDescription) -> AnyView {
        let location = description.location
        switch description.kind {
        case .text(let template):
            return AnyView(Text(text(template, at: location)))
        case .label(let title, let systemImage):
            return AnyView(Label(text(title, at: location), systemImage: text(systemImage, at: location)))
        case .image(let systemName):
            return AnyView(Image(systemName: text(systemName, at: location)))
        case .hstack(let children, let alignment, let spacing):
            let views = children.map { view($0) }
            return AnyView(HStack(alignment: alignment, spacing: spacing.points) { ViewList(views) })
        case .vstack(let children, let alignment, let spacing):
            let views = children.map { view($0) }
            return AnyView(VStack(alignment: alignment, spacing: spacing.points) { ViewList(views) })
        case .zstack(let children, let alignment):
            let views = children.map { view($0) }
            return AnyView(ZStack(alignment: alignment) { ViewList(views) })
        case .spacer(let minLength):
            return AnyView(Spacer(minLength: minLength.points))
        case .divider:
            return AnyView(Divider())
        case .progress(let progress):
            return self.progress(progress, at: location)
        case .timer(let field, let countsDown, let showsHours):
            guard let interval = interval(field, at: location) else { return AnyView(Text(JSONValue.missingText)) }
            return AnyView(Text(timerInterval: interval, countsDown: countsDown, showsHours: showsHours))
        case .date(let field, let style):
            guard let value = value(field, at: location) else { return AnyView(Text(JSONValue.missingText)) }
            guard let date = value.date else {
                warn(at: location, field, "is not a date (ISO 8601 or seconds since 1970)")
                return AnyView(Text(JSONValue.missingText))
            }
            return AnyView(Text(date, style: style))
        case .button(let title, let systemImage):
            let title = text(title, at: location)
            guard let systemImage else { return AnyView(Button(title)) }
            let symbol = text(systemImage, at: location)
            return AnyView(Button { } label: { Label(title, systemImage: symbol) })
        case .conditional(let field, let equals, let then, let otherwise):
            // A missing field is a false condition, not a warning: testing whether a field is
            // there is what `if` is for, as `if let` is in Swift.
            let value = lookUp(field) ?? .null
            let holds = equals.map { value == $0 } ?? value.isTruthy
            // Built as Swift's `if` builds it, so switching branches reads as one view leaving
            // and another arriving, not as an update.
            if holds { return AnyView(ViewBuilder.buildEither(first: ViewList([view(then)]))) }
            guard let otherwise else { return AnyView(ViewBuilder.buildOptional(nil)) }
            return AnyView(ViewBuilder.buildEither(second: ViewList([view(otherwise)])))
        }
    }

    private mutating func progress(_ progress: ProgressDescription, at location: String) -> AnyView {
        switch progress {
        case .value(let value, let total, let isCircular):
            // A value that does not bind shows an indeterminate bar, as nil does in Swift.
            let view = ProgressView(value: number(value, at: location), total: number(total, at: location) ?? 1)
            return isCircular ? AnyView(view.progressViewStyle(.circular)) : AnyView(view)
        case .timerInterval(let field, let countsDown, let isCircular):
            guard let interval = interval(field, at: location) else {
                let view = ProgressView()
                return isCircular ? AnyView(view.progressViewStyle(.circular)) : AnyView(view)
            }
            let view = ProgressView(timerInterval: interval, countsDown: countsDown)
            return isCircular ? AnyView(view.progressViewStyle(.circular)) : AnyView(view)
        }
    }

    // MARK: Modifiers

    /// Applies the modifiers in `ViewModifiers`' documented order.
    private func modified(_ view: AnyView, by modifiers: ViewModifiers) -> AnyView {
        var view = view
        if let font = modifiers.font { view = AnyView(view.font(font)) }
        if let weight = modifiers.fontWeight { view = AnyView(view.fontWeight(weight)) }
        if let bold = modifiers.bold { view = AnyView(view.bold(bold)) }
        if let italic = modifiers.italic { view = AnyView(view.italic(italic)) }
        if modifiers.monospacedDigit { view = AnyView(view.monospacedDigit()) }
        if let color = modifiers.foregroundStyle { view = AnyView(view.foregroundStyle(color)) }
        if let tint = modifiers.tint { view = AnyView(view.tint(tint)) }
        if let limit = modifiers.lineLimit { view = AnyView(view.lineLimit(limit)) }
        if let alignment = modifiers.multilineTextAlignment { view = AnyView(view.multilineTextAlignment(alignment)) }
        if let mode = modifiers.truncationMode { view = AnyView(view.truncationMode(mode)) }
        if let padding = modifiers.padding { view = AnyView(view.padding(padding)) }
        switch modifiers.frame {
        case .fixed(let width, let height, let alignment)?:
            view = AnyView(view.frame(width: width.points, height: height.points, alignment: alignment))
        case .flexible(let minWidth, let idealWidth, let maxWidth, let minHeight, let idealHeight, let maxHeight, let alignment)?:
            view = AnyView(view.frame(minWidth: minWidth.points, idealWidth: idealWidth.points, maxWidth: maxWidth.points,
                                      minHeight: minHeight.points, idealHeight: idealHeight.points, maxHeight: maxHeight.points,
                                      alignment: alignment))
        case nil: break
        }
        if let priority = modifiers.layoutPriority { view = AnyView(view.layoutPriority(priority)) }
        if let opacity = modifiers.opacity { view = AnyView(view.opacity(opacity)) }
        return view
    }

    // MARK: Reading the data

    /// The value at a placeholder's path: `attributes.…` in the attributes, `state.…` or any
    /// other path in the content state. Nil when missing.
    func lookUp(_ path: String) -> JSONValue? {
        let (root, rest) = source(of: path)
        return (root == .attributes ? attributes : state)[path: rest]
    }

    private enum Source { case state, attributes }

    private func source(of path: String) -> (Source, String) {
        for (prefix, source) in [("attributes", Source.attributes), ("state", .state)] where path.hasPrefix(prefix) {
            let rest = path.dropFirst(prefix.count)
            if rest.isEmpty { return (source, "") }
            if rest.first == "." { return (source, String(rest.dropFirst())) }
            if rest.first == "[" { return (source, String(rest)) }
        }
        return (.state, path)
    }

    /// The value at `path`, with a warning when it is missing. Null is a value ("not known
    /// yet"), so it is not warned about; callers show it as they show a missing one.
    private mutating func value(_ path: String, at location: String) -> JSONValue? {
        guard let value = lookUp(path) else {
            let (root, _) = source(of: path)
            warn(at: location, path, "no such field in the \(root == .attributes ? "attributes" : "content state"); shown as \(JSONFileNode.quoted(JSONValue.missingText))")
            return nil
        }
        if value == .null { return nil }
        return value
    }

    private mutating func text(_ template: TextTemplate, at location: String) -> String {
        var text = ""
        for part in template.parts {
            switch part {
            case .literal(let literal): text += literal
            case .field(let path): text += value(path, at: location)?.text ?? JSONValue.missingText
            }
        }
        return text
    }

    private mutating func number(_ source: NumberSource, at location: String) -> Double? {
        switch source {
        case .constant(let number): return number
        case .field(let path):
            guard let value = value(path, at: location) else { return nil }
            guard let number = value.number else {
                warn(at: location, path, "is not a number: \(value.described)")
                return nil
            }
            return number
        }
    }

    private mutating func interval(_ path: String, at location: String) -> ClosedRange<Date>? {
        guard let value = value(path, at: location) else { return nil }
        switch value.interval {
        case .success(let interval): return interval
        case .failure(let problem):
            warn(at: location, path, problem.reason)
            return nil
        }
    }

    private mutating func warn(at location: String, _ path: String, _ problem: String) {
        let warning = ([file, location.isEmpty ? nil : location].compactMap { $0 }
            + ["\(JSONFileNode.quoted("{" + path + "}")): \(problem)"]).joined(separator: ": ")
        if !warnings.contains(warning) { warnings.append(warning) }
    }
}

extension JSONValue {
    /// The value as an error message shows it: strings quoted, scalars as written, containers
    /// by kind.
    var described: String {
        switch self {
        case .string(let string): return JSONFileNode.quoted(string)
        case .array: return "a list"
        case .object: return "an object"
        case .null: return "null"
        default: return text
        }
    }
}

extension Optional where Wrapped == Double {
    /// A described length as SwiftUI's modifiers take it (`CGFloat?`, which a `Double?` does
    /// not convert to by itself).
    var points: CGFloat? { map { CGFloat($0) } }
}
