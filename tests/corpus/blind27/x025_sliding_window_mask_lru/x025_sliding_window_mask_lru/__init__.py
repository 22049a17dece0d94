from .masks import sliding_window_mask, DEBUG_MASKS
from .attention import SlidingWindowAttention, swa_forward
