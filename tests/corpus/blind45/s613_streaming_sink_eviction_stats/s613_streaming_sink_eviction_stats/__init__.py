"""StreamingLLM-style decode: attention sinks + recent window, pluggable eviction policies."""
