import Foundation
import IslandUI

/// One combination of variant values a snapshot is drawn in: `dark · accessibility3 · ar`.
/// Axes it does not name keep what the command was given (`--device`, `--scheme`…).
public struct SnapshotVariant: Hashable, Sendable {
    /// Its values, one an axis at most, in `VariantAxis.allCases` order.
    public let values: [VariantValue]

    public init(_ values: [VariantValue]) {
        self.values = values.sorted { VariantAxis.allCases.firstIndex(of: $0.axis)! < VariantAxis.allCases.firstIndex(of: $1.axis)! }
    }

    /// No change: the command's own drawing.
    public static let none = SnapshotVariant([])

    /// Its words, in order: what its name and file name are made of.
    public var words: [String] { values.map(\.word) }

    /// `dark · accessibility3 · ar`, the part of a snapshot's name it adds; "" for none.
    public var name: String { words.joined(separator: " · ") }

    /// `.dark.accessibility3.ar`, the part of a snapshot's file name it adds; "" for none.
    public var fileNameSuffix: String { words.map { "." + $0 }.joined() }

    /// The device it names, if any.
    public var device: DeviceProfile? {
        values.lazy.compactMap { if case .device(let device) = $0 { device } else { nil } }.first
    }

    /// Whether it draws the content as stale (nil: as the preview says).
    public var isStale: Bool? {
        values.lazy.compactMap { if case .stale(let isStale) = $0 { isStale } else { nil } }.first
    }

    /// `renderer` with this variant's environment and device (the caller need not look at
    /// `device`).
    public func applied(to renderer: PresentationRenderer) -> PresentationRenderer {
        var renderer = renderer
        if let device { renderer.device = device }
        renderer.environment = applied(to: renderer.environment)
        return renderer
    }

    /// `environment` with this variant's values: the appearance (its colour scheme and Lock
    /// Screen material), text size (and the cell metrics that go with it), direction, locale,
    /// orientation and Always-On display.
    public func applied(to environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        var direction: LayoutDirection?
        for value in values {
            switch value {
            case .appearance(let appearance):
                environment.colorScheme = appearance.colorScheme
                environment.lockScreenMaterial = appearance.lockScreenMaterial
            case .orientation(let orientation): environment.deviceOrientation = orientation
            case .size(let size):
                environment.dynamicTypeSize = size
                environment.cellMetrics = CellMetrics(for: size)
            case .direction(let given): direction = given
            case .locale(let identifier):
                environment.locale = Locale(identifier: identifier)
                if direction == nil, Self.rightToLeftLanguages.contains(Self.language(of: identifier)) { direction = .rightToLeft }
            case .alwaysOn(let isOn): environment.isLuminanceReduced = isOn
            case .device, .stale: break
            }
        }
        if let direction { environment.layoutDirection = direction }
        return environment
    }

    /// The languages written right to left that a locale turns the layout for, as iOS does
    /// when the phone's language is one of them.
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"]

    static func language(of identifier: String) -> String {
        String(identifier.prefix { $0 != "_" && $0 != "-" }).lowercased()
    }
}
