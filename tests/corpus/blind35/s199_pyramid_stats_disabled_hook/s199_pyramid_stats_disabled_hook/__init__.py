"""Backbone + simple feature pyramid with an output-statistics registry."""
