import torch

from .backends import get_attn_backend_cls

ATTN_BACKEND = "flex_attention"
NUM_HEADS = 2
HEAD_DIM = 4

_backend = get_attn_backend_cls(ATTN_BACKEND)(NUM_HEADS, HEAD_DIM)


def packed_prefill_attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, document_ids: torch.Tensor):
    out = _backend.forward(q, k, v, document_ids)
    return out * (document_ids >= 0).unsqueeze(-1)


step = torch.compile(packed_prefill_attention, fullgraph=True)
