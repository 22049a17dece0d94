"""Interleaved sliding-window / global attention stack; the schedule comes from layer names."""
from .schedule import LayerSchedule, attention_kind
from .model import build_stack, forward_layers

__all__ = ["LayerSchedule", "attention_kind", "build_stack", "forward_layers"]
