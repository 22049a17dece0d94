"""Prefill mask builder for sink + sliding-window attention, with an optional mask dumper."""
