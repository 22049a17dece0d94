"""EAGLE-3 auxiliary hidden-state capture and handoff to the draft model."""
