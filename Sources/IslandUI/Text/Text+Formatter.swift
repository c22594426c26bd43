import Foundation

extension Text {
    /// A value written by a Foundation `Formatter`, as SwiftUI's `Text(_:formatter:)`: the
    /// formatter's `string(for:)`, empty when it gives none.
    ///
    ///     Text(NSNumber(value: 0.42), formatter: percent)   // 42%
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
}
