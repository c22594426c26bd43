// The app target's own code (a synchronized folder): never compiled into the widget, except
// Models/Order.swift, which the project adds to the extension too.
import SwiftUI

@main
struct DeliveryAppApp: App {
    var body: some Scene {
        WindowGroup { Text("Orders") }
    }
}
