// island: TermIsland's command-line tool. See docs/CommandLine.md.
//
//     island list
//     island snapshot pizza-delivery --presentation all --device iphone-15-pro --at 5m
//     island demo
import Foundation

let status = Island.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
