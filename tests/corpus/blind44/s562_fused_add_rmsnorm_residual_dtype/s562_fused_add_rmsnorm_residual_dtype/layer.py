import torch

from .norm import FusedAddRMSNorm

post_attention_layernorm = FusedAddRMSNorm(8)


@torch.compile(fullgraph=True)
def post_attention_norm(hidden_states: torch.Tensor, residual: torch.Tensor):
    hidden_states, residual = post_attention_layernorm(hidden_states, residual)
    return hidden_states, residual
