from .masking_utils import and_masks, causal_mask_function, or_masks, sdpa_mask, sliding_window_overlay

__all__ = ["and_masks", "causal_mask_function", "or_masks", "sdpa_mask", "sliding_window_overlay"]
