import SwiftUI
import WidgetKit

@main
struct LooksWidgetBundle: WidgetBundle {
    var body: some Widget {
        ParcelLiveActivity()
    }
}
