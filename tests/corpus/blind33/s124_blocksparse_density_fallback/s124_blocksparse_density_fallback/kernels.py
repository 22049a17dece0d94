import torch
import torch.nn.functional as F

from .layout import expand_layout, layout_density


def dense_attention(q, k, v, causal: bool = True):
    return F.scaled_dot_product_attention(q, k, v, is_causal=causal)


def masked_attention(q, k, v, layout, block_size):
    mask = expand_layout(layout, block_size)
    causal = torch.ones_like(mask).tril()
    return F.scaled_dot_product_attention(q, k, v, attn_mask=mask & causal)


class SparseDispatcher:
    def __init__(self, threshold: float):
        self.threshold = threshold

    def __call__(self, q, k, v, layout, block_size):
        # Above a certain density the sparse path is slower than dense SDPA.
        if layout_density(layout) > self.threshold:
            return dense_attention(q, k, v)
        return masked_attention(q, k, v, layout, block_size)
