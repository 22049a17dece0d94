from typing import Optional, Tuple

import torch
import torch.nn.functional as F


def causal_conv1d_ref(
    x: torch.Tensor,
    weight: torch.Tensor,
    bias: Optional[torch.Tensor] = None,
    activation: Optional[str] = "silu",
) -> torch.Tensor:
    """x: (seqlen, dim), weight: (dim, width)."""
    seqlen = x.shape[0]
    dim, width = weight.shape
    out = F.conv1d(
        x.t().unsqueeze(0), weight.unsqueeze(1), bias, padding=width - 1, groups=dim
    )
    out = out[0, :, :seqlen].t()
    if activation in ("silu", "swish"):
        out = F.silu(out)
    return out


def _seq_lens_from_cu(cu_seqlens: torch.Tensor) -> torch.Tensor:
    return cu_seqlens[1:] - cu_seqlens[:-1]


def _resolve_chunk_size(cu_seqlens: Optional[torch.Tensor], chunk_size: int, seqlen: int) -> int:
    if cu_seqlens is None:
        return min(chunk_size, seqlen)
    seq_lens = _seq_lens_from_cu(cu_seqlens)
    if seq_lens.max() <= chunk_size:
        return seqlen
    return chunk_size


def _chunk_state_passing(
    x: torch.Tensor,
    dt: torch.Tensor,
    A: torch.Tensor,
    B: torch.Tensor,
    C: torch.Tensor,
    state: torch.Tensor,
) -> Tuple[torch.Tensor, torch.Tensor]:
    # x: (L, H, P)  dt: (L, H)  B/C: (L, N)  state: (H, P, N)
    ys = []
    for t in range(x.shape[0]):
        dA = torch.exp(dt[t] * A)
        dBx = dt[t][:, None, None] * x[t][:, :, None] * B[t][None, None, :]
        state = state * dA[:, None, None] + dBx
        ys.append((state * C[t][None, None, :]).sum(-1))
    return torch.stack(ys, dim=0), state


def mamba_chunk_scan_combined(
    x: torch.Tensor,
    dt: torch.Tensor,
    A: torch.Tensor,
    B: torch.Tensor,
    C: torch.Tensor,
    chunk_size: int,
    D: Optional[torch.Tensor] = None,
    dt_bias: Optional[torch.Tensor] = None,
    cu_seqlens: Optional[torch.Tensor] = None,
    initial_states: Optional[torch.Tensor] = None,
    dt_softplus: bool = True,
) -> Tuple[torch.Tensor, torch.Tensor]:
    seqlen, nheads, headdim = x.shape
    if dt_bias is not None:
        dt = dt + dt_bias
    if dt_softplus:
        dt = F.softplus(dt)
    if initial_states is None:
        initial_states = x.new_zeros(nheads, headdim, B.shape[-1])

    chunk = _resolve_chunk_size(cu_seqlens, chunk_size, seqlen)
    state = initial_states
    outs = []
    for start in range(0, seqlen, chunk):
        end = min(start + chunk, seqlen)
        y, state = _chunk_state_passing(
            x[start:end], dt[start:end], A, B[start:end], C[start:end], state
        )
        outs.append(y)
    y = torch.cat(outs, dim=0)
    if D is not None:
        y = y + x * D[None, :, None]
    return y, state
