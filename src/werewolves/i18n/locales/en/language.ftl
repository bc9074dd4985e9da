# The language switch: each language's name in itself, and what the switch says.
language-name = English
language-switch = Language
language-fallback = Some texts are not yet translated into { language-name } and are shown in English.
