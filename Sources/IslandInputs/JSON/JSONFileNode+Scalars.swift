import Foundation
import LiveActivity
import ActivityRuntime

// Strict readers of JSON's scalars. On Linux, `JSONSerialization` gives numbers and Booleans as
// NSNumbers and `NSNumber(1) is Bool` is true (0 and 1 bridge to Bool), so `value is Bool` and
// `value as? Bool` cannot tell `1` from `true`. What tells them apart on every platform is the
// NSNumber's type: `c` (char) for Booleans.
extension JSONFileNode {
    /// Whether the value is `true` or `false` as written in JSON (not 1 or 0).
    var isBoolean: Bool {
        if type(of: value) == Bool.self { return true }
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    /// The value as a finite number, when it is a number as written in JSON (not a Boolean).
    var numericValue: Double? {
        guard !isBoolean, !(value is String), let number = value as? NSNumber else { return nil }
        let double = number.doubleValue
        return double.isFinite ? double : nil
    }

    /// `true` or `false`.
    func jsonBool() throws(InputFileError) -> Bool {
        guard isBoolean, let flag = value as? Bool else { throw mismatch("expected true or false") }
        return flag
    }

    /// A finite number.
    func jsonNumber() throws(InputFileError) -> Double {
        guard let number = numericValue else { throw mismatch("expected a number") }
        return number
    }

    /// Whether the value is `true` (for `{"spacer": true}`, `{"divider": true}`).
    var isTrue: Bool { isBoolean && value as? Bool == true }
}
