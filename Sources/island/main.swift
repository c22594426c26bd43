// island: TermIsland's command-line tool. See docs/CommandLine.md. The commands themselves are
// the IslandCommands library, so that a widget folder's host program (docs/WidgetFolders.md)
// runs the very same commands with the folder's widgets linked in.
//
//     island list
//     island snapshot pizza-delivery --presentation all --device iphone-15-pro --at 5m
//     island demo
import Foundation
import IslandCommands

let status = Island.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
