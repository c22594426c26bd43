import Foundation

/// A framework target of the project: the widget extension links Kitchen.framework and says
/// `import Kitchen`.
public enum CourierLine {
    public static func text(for courier: String) -> String { "\(courier) is on the way" }
}
