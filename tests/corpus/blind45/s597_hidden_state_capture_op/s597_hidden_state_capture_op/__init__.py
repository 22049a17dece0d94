"""Decoder with an aux-hidden-state capture point (EAGLE-3 style drafting,
activation probes). Consumers subscribe through :mod:`.capture`."""
from .capture import CaptureRegistry, HIDDEN_STATE_CAPTURE
from .probes import NormProbe

# optional integration: per-layer activation-norm probe (enabled by default in debug builds)
HIDDEN_STATE_CAPTURE.subscribe(NormProbe(max_history=64))

__all__ = ["CaptureRegistry", "HIDDEN_STATE_CAPTURE"]
