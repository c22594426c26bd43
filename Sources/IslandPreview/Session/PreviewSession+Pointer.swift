import ActivityRuntime
import Foundation

/// What clicks do: taps on presentations, controls, icons, cards' ✕ and the panel's rows;
/// holds; a click outside.
extension PreviewSession {
    /// Whether `action` is a click or a hold of the mouse (the wheel scrolls, and is not).
    static func isClick(_ action: PreviewAction) -> Bool {
        switch action {
        case .tap, .hold, .tapOutside: true
        default: false
        }
    }

    func tap(_ target: PreviewTarget) {
        switch target {
        case .presentation(let id, let url):
            guard let record = system.record(id) else { return }
            system.open(app: record.app)
            flash = "\(record.app) opens" + (url.map { " at \($0)" } ?? " (no widgetURL: its default scene)")
        case .row(let id):
            guard selectedID != id else {
                flash = "\(selectedName) is selected already"
                return
            }
            selectedID = id
            flash = "selected \(selectedName)"
        case .dismiss(let id):
            do {
                try system.dismiss(id)
                flash = "\(id) cleared from the Lock Screen"
            } catch {
                flash = "\(id): \(error)"
            }
        case .app(let app):
            system.open(app: app)
            flash = "\(app) opens: its activity leaves the island while it is in the foreground"
        case .control(let id, let name, let isToggle, let intent):
            let kind = isToggle ? "toggle" : "button"
            guard let intent, let record = system.record(id) else {
                flash = "\(kind) “\(name)” of \(id): its action runs in the app (no App Intent to run here)"
                return
            }
            // The intent runs as the app, as iOS runs a Live Activity's intent; what it updates
            // is then drawn from the system's record, and animates.
            let outcome = system.perform(intent, as: record.app)
            run.markOwnState(id)
            switch outcome {
            case .performed: flash = "\(kind) “\(name)”: \(intent.name) ran in \(record.app)"
            case .failed(let reason): flash = "\(kind) “\(name)”: \(intent.name) failed: \(reason)"
            case .unfinished: flash = "\(kind) “\(name)”: \(intent.name) did not finish"
            }
        }
    }

    func hold(_ id: String) {
        selectedID = id
        guard !expandedByUser.contains(id) else {
            flash = "\(id) is held already: e or a click outside lets go"
            return
        }
        toggleExpanded(asker: "a hold")
    }

    /// A click on nothing: what the person held collapses and an open app goes to the
    /// background, or the status line says there was neither.
    func tapOutside() {
        let held = expandedByUser.sorted()
        for id in held { system.collapse(id) }
        expandedByUser = []
        let app = system.foregroundApp
        if app != nil { system.open(app: nil) }
        var done: [String] = []
        if !held.isEmpty { done.append("\(held.joined(separator: ", ")) let go") }
        if let app { done.append("\(app) goes to the background: the Home Screen") }
        flash = done.isEmpty ? "a click on nothing: no island is held and no app is open" : done.joined(separator: "; ")
    }
}
