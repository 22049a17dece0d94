"""Grammar-constrained sampling: a token-level FSM masks logits every step."""
