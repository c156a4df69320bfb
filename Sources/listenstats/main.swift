import ListenStatsCLI

await ListenStatsCommand.runMain()
