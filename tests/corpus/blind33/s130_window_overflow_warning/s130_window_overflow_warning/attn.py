import torch
import torch.nn.functional as F

from .config import MODEL_CONFIG
from .masks import sliding_window_mask


@torch.compile(fullgraph=True)
def windowed_prefill(q, k, v):
    mask = sliding_window_mask(q.shape[-2], MODEL_CONFIG, q.device)
    return F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
