import Foundation

extension Image {
    /// A symbol of Apple's private set, by the name `Image(_internalSystemName:)` takes: drawn as
    /// `Image(systemName:)` draws that name (a known glyph, else the narrow fallback).
    public init(_internalSystemName systemName: String) { self.init(systemName: systemName) }

    /// The same at a variable value: the symbol's glyph.
    public init(_internalSystemName systemName: String, variableValue: Double?) {
        self.init(systemName: systemName, variableValue: variableValue)
    }
}
