"""Varlen causal_conv1d registered as a torch custom op.

The reference implementation walks the packed batch request by request on the
host; torch.compile only sees the op and its fake (meta) implementation.
"""
import torch
import torch.nn.functional as F


@torch.library.custom_op("blind47_s697::causal_conv1d_varlen", mutates_args=("conv_states",))
def causal_conv1d_varlen(
    x: torch.Tensor,                  # [total_tokens, dim]
    weight: torch.Tensor,             # [dim, width]
    bias: torch.Tensor,               # [dim]
    cu_seqlens: torch.Tensor,         # [num_seqs + 1] int64
    cache_indices: torch.Tensor,      # [num_seqs] int64
    has_initial_state: torch.Tensor,  # [num_seqs] bool
    conv_states: torch.Tensor,        # [num_slots, dim, width - 1]
) -> torch.Tensor:
    width = weight.shape[1]
    out = torch.empty_like(x)
    starts, ends = cu_seqlens[:-1].tolist(), cu_seqlens[1:].tolist()
    for i, (start, end) in enumerate(zip(starts, ends)):
        if end == start:
            continue
        slot = int(cache_indices[i].item())
        seq = x[start:end].t()                                        # [dim, L]
        if has_initial_state[i].item():
            prefix = conv_states[slot]
        else:
            prefix = seq.new_zeros(seq.shape[0], width - 1)
        padded = torch.cat([prefix, seq], dim=-1)
        y = F.conv1d(padded.unsqueeze(0), weight.unsqueeze(1), bias, groups=seq.shape[0])
        out[start:end] = F.silu(y[0]).t()
        conv_states[slot].copy_(padded[:, -(width - 1):])
    return out


@causal_conv1d_varlen.register_fake
def _(x, weight, bias, cu_seqlens, cache_indices, has_initial_state, conv_states):
    return torch.empty_like(x)
