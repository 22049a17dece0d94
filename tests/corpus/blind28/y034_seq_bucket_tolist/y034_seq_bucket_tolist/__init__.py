from .prefill import PrefillLayer, prefill_forward

__all__ = ["PrefillLayer", "prefill_forward"]
