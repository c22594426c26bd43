// SwiftUI's haptics (iOS 17): a view plays feedback when a value changes. A terminal has no
// haptics, and a Live Activity's view is drawn once from its data, so these are accepted with
// Apple's signatures and play nothing; `island lint` says so where a widget calls one
// (InertDeclaration, docs/Lint.md).

/// A kind of haptic feedback, as SwiftUI's `SensoryFeedback`.
public struct SensoryFeedback: Equatable, Sendable {
    let name: String

    public static let success = SensoryFeedback(name: "success"), warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error"), selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase"), decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start"), stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment"), levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")

    /// An impact of a weight, as of a mass hitting the screen.
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact(\(weight.name), \(intensity))")
    }

    /// An impact of a material's flexibility.
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact(\(flexibility.name), \(intensity))")
    }

    /// How heavy an impact is.
    public struct Weight: Equatable, Sendable {
        let name: String
        public static let light = Weight(name: "light"), medium = Weight(name: "medium"), heavy = Weight(name: "heavy")
    }

    /// How flexible what an impact hits is.
    public struct Flexibility: Equatable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid"), solid = Flexibility(name: "solid"), soft = Flexibility(name: "soft")
    }
}

extension View {
    /// Feedback when `trigger` changes: plays nothing here.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// Feedback when `trigger` changes and `condition` holds: plays nothing here.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// The feedback a change of `trigger` asks for: never asked here.
    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// The feedback a change of `trigger` asks for: never asked here.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> ModifiedView {
        modifyingEnvironment { _ in }
    }
}
