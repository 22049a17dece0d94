import torch

from . import ops as _ops  # noqa: F401  (registers the op)

HIDDEN = 16
_weight = torch.ones(HIDDEN)


@torch.compile(fullgraph=True)
def post_attn_norm(hidden_states: torch.Tensor, residual: torch.Tensor):
    packed = torch.ops.blind42_s472.fused_add_rms_norm(hidden_states, residual, _weight, 1e-6)
    normed, residual = packed.split(HIDDEN, dim=-1)
    return torch.nn.functional.silu(normed), residual
