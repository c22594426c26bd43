// The compiler plugin behind `#Preview` (docs/WidgetFolders.md), written without swift-syntax:
// the compiler starts this program, sends it each `#Preview` as source text with its place, and
// takes back the declaration it expands to. The messages are the compiler's plugin protocol
// (PluginConnection.swift); the expansion is PreviewExpansion.swift.
import Foundation

let connection = PluginConnection()
while let message = connection.receive() {
    connection.send(PluginReply.answering(message))
}
