import SwiftUI

extension Dish {
    /// The dish's colour, from the package's own asset catalogue (a resource SwiftPM takes
    /// without a declaration).
    public var color: Color { Color("Crust", bundle: .module) }
}
