import torch

from .kernel_select import get_state_update_fn


@torch.compile(fullgraph=True)
def mamba_decode_step(
    hidden_states: torch.Tensor,
    ssm_state: torch.Tensor,
    in_proj: torch.Tensor,
    A_log: torch.Tensor,
    D: torch.Tensor,
    dt_bias: torch.Tensor,
    out_proj: torch.Tensor,
) -> torch.Tensor:
    d_inner, d_state = ssm_state.shape[1], ssm_state.shape[2]
    projected = hidden_states @ in_proj
    x, dt, B, C, z = torch.split(projected, [d_inner, d_inner, d_state, d_state, d_inner], dim=-1)
    A = -torch.exp(A_log)
    state_update = get_state_update_fn(is_decode=True)
    y = state_update(ssm_state, x, dt, A, B, C, D, dt_bias)
    y = y * torch.nn.functional.silu(z)
    return y @ out_proj
