"""Agents: any program taking a seat through one documented protocol (``docs/agents.md``).

- :mod:`.protocol` — the messages an agent receives (``hello``, ``turn``, ``over``) and the one
  it answers each turn with (``moves``), made from a seat's view; checked by the JSON Schemas in
  ``schemas/``;
- :mod:`.seat` — a protocol agent in a simulated seat (the referee's ``Agent``), with its step
  budget;
- :mod:`.cmd` — a ``cmd:PATH`` agent: a local program speaking JSON lines on stdin/stdout;
- :mod:`.client` — the small Python client: the same agent function on stdin/stdout or on the
  service's seat WebSocket;
- :mod:`.text` — a view as text for a language model, and its free-text answer read back as a
  legal action or a refusal sentence;
- :mod:`.llm` — a language model's seat through tool calls (``llm:URL#MODEL``): one tool per
  legal action, a ``chat`` tool, the model's private reasoning kept per move;
- :mod:`.registry` — agent specs (``random``, ``heuristic``, ``cmd:PATH``, ``llm:URL#MODEL``) to
  agents;
- :mod:`.tournament` — seeded tournaments rated with openskill;
- :mod:`.metrics` — the research metrics (win rate, IRP, VSS, KSR, detection, deception) with
  their Wilson intervals;
- :mod:`.record` — a game's JSON record (replayable; every move, belief and model's reasoning);
- :mod:`.replay_html` — a record as an HTML replay with a seat picker.
"""
