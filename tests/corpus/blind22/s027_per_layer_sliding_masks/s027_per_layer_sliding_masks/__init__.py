from .configuration import HybridConfig
from .masking import MASK_BUILDERS, and_masks, causal_mask_function, sliding_window_overlay

__all__ = ["HybridConfig", "MASK_BUILDERS", "and_masks", "causal_mask_function", "sliding_window_overlay"]
