## Der Bericht des Szenario-Läufers (werewolves scenario run): seine eigenen Zeilen. PASS, FAIL
## und INVALID bleiben in jeder Sprache, wie sie sind (Skripte und CI lesen sie), ebenso die
## Erwartungsschlüssel, die ein Szenario prüft, und was eine verfehlte Erwartung erwartete und
## vorfand (docs/scenarios.md).

scenario-failure_step = Schritt { $step } ({ $at }) { $key }, Zeile { $line }
scenario-expected = erwartet: { $text }
scenario-found = gefunden: { $text }
scenario-file = Datei: { $path }
scenario-event_log = Ereignisprotokoll:
scenario-step_mark = -- Schritt { $step } (bei { $at })
scenario-because = (wegen { $causes })
scenario-outcome_none = Ausgang: noch keiner ({ $phase } läuft)
scenario-outcome = Ausgang: { $ended }{ $also }; gewonnen haben: { $winners }
scenario-drawing = ; unentschieden: { $players }
scenario-running = { $phase } läuft
scenario-ended = das Spiel endete in { $phase } ({ $reason })
scenario-out_of_memory = dem Läufer ging bei dieser Datei der Speicher aus ({ $what }).
scenario-too_deep = die Datei ist für den Läufer zu tief verschachtelt ({ $what }).
scenario-runner_bug = der Läufer ist an dieser Datei gescheitert ({ $what }); das ist ein Fehler des Läufers, nicht der Datei.
scenario-no_yaml = { $path }: keine *.yaml-Szenariodateien in diesem Ordner.
scenario-no_such_path = { $path }: keine solche Datei und kein solcher Ordner.
scenario-no_paths = Keine Szenariodateien angegeben: Nenne Dateien oder Ordner.
scenario-summary = { $passed } bestanden, { $failed } fehlgeschlagen, { $invalid } ungültig
scenario-nobody = niemand
