import SwiftUI

/// The delivery's stages as three steps, the current one highlighted.
struct StageView: View {
    let stage: DeliveryAttributes.ContentState.Stage

    var body: some View {
        HStack(spacing: 4) {
            ForEach(DeliveryAttributes.ContentState.Stage.allCases, id: \.self) { step in
                Capsule()
                    .fill(step == stage ? Color.green : Color.gray)
                    .frame(height: 4)
            }
        }
    }
}

#Preview("Stages") {
    StageView(stage: .onTheWay)
}
