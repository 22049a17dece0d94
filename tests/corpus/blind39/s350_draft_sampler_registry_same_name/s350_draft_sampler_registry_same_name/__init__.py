"""Speculative decode worker: pluggable draft samplers + greedy verification."""
