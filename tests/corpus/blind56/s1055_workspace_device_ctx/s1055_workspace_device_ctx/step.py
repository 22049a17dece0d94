import torch

from .backends import get_attn_backend

NUM_HEADS = 2
HEAD_DIM = 4

_backend = get_attn_backend("torch_native", NUM_HEADS, HEAD_DIM)
_qkv_weight = torch.randn(3 * NUM_HEADS * HEAD_DIM, NUM_HEADS * HEAD_DIM) * 0.1


@torch.compile(fullgraph=True)
def attention_step(hidden_states: torch.Tensor) -> torch.Tensor:
    qkv = torch.nn.functional.linear(hidden_states, _qkv_weight)
    q, k, v = qkv.split(NUM_HEADS * HEAD_DIM, dim=-1)
    return _backend.forward(q, k, v)
