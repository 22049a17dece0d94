"""Hidden-state handoff from the target verify pass to the draft extend pass."""
