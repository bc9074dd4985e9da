## The scenario runner's report (werewolves scenario run): its own lines. PASS, FAIL and INVALID
## stay as they are in every language (scripts and CI read them), as do the expectation keys a
## scenario checks and what a failed expectation expected and found (docs/scenarios.md).

scenario-failure_step = step { $step } ({ $at }) { $key }, line { $line }
scenario-expected = expected: { $text }
scenario-found = found:    { $text }
scenario-file = file: { $path }
scenario-event_log = event log:
scenario-step_mark = -- step { $step } (at { $at })
scenario-because = (because of { $causes })
scenario-outcome_none = outcome: none yet ({ $phase } running)
scenario-outcome = outcome: { $ended }{ $also }; winners: { $winners }
scenario-drawing = ; drawing: { $players }
scenario-running = { $phase } running
scenario-ended = the game ended in { $phase } ({ $reason })
scenario-out_of_memory = the runner ran out of memory on this file ({ $what }).
scenario-too_deep = the file is too deeply nested for the runner ({ $what }).
scenario-runner_bug = the runner failed on this file ({ $what }); this is a bug in the runner, not the file.
scenario-no_yaml = { $path }: no *.yaml scenario files in this folder.
scenario-no_such_path = { $path }: no such file or folder.
scenario-no_paths = No scenario files given: name files or folders.
scenario-summary = { $passed } passed, { $failed } failed, { $invalid } invalid
scenario-nobody = nobody
