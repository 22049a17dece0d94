"""Decode runner instrumented with a step timer."""
