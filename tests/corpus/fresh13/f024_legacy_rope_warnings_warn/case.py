import torch

from f024_legacy_rope_warnings_warn.modeling import LlamaLikeAttention, RopeConfig

ENTRY = "f024_legacy_rope_warnings_warn.modeling:LlamaLikeAttention.forward"

_attn = LlamaLikeAttention(RopeConfig(rope_scaling={"type": "linear", "factor": 2.0}))


def inputs():
    return (_attn, torch.randn(1, 4, 8), torch.arange(4).unsqueeze(0))
