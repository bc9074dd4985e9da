# Die Sprachauswahl: der Name jeder Sprache in ihr selbst, und was die Auswahl sagt.
language-name = Deutsch
language-switch = Sprache
language-fallback = Einige Texte sind noch nicht ins { language-name } übersetzt und werden auf Englisch gezeigt.
