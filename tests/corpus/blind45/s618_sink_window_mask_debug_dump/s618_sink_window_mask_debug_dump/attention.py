import torch

from .config import SINK_WINDOW_CONFIG
from .mask_builder import SinkWindowMaskBuilder

MASK_BUILDER = SinkWindowMaskBuilder(SINK_WINDOW_CONFIG)


@torch.compile(fullgraph=True, dynamic=False)
def sink_window_prefill(q, k, v):
    # q, k, v: [seq, num_heads * head_dim]
    cfg = SINK_WINDOW_CONFIG
    n = q.shape[0]
    qh = q.view(n, cfg.num_heads, cfg.head_dim).transpose(0, 1)
    kh = k.view(n, cfg.num_heads, cfg.head_dim).transpose(0, 1)
    vh = v.view(n, cfg.num_heads, cfg.head_dim).transpose(0, 1)
    allowed = MASK_BUILDER.build(n, n, q.device)
    scores = (qh @ kh.transpose(-1, -2)) * cfg.head_dim ** -0.5
    probs = torch.softmax(scores.masked_fill(~allowed, float("-inf")), dim=-1)
    return (probs @ vh).transpose(0, 1).reshape(n, -1)
