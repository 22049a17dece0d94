"""Early-exit gates whose per-layer thresholds are calibrated offline."""
