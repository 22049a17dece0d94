"""Token-choice mixture-of-experts with gather/scatter dispatch."""
