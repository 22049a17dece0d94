"""Mamba-2 style state-space duality (SSD) chunked scan, pure torch."""
import torch

from .profiling import timed


def segsum(x: torch.Tensor) -> torch.Tensor:
    """Stable segment sum: out[..., i, j] = sum(x[..., j+1:i+1]) for j <= i else -inf."""
    T = x.size(-1)
    x = x.unsqueeze(-1).expand(*x.shape, T)
    mask = torch.tril(torch.ones(T, T, dtype=torch.bool, device=x.device), diagonal=-1)
    x = x.masked_fill(~mask, 0)
    x_segsum = torch.cumsum(x, dim=-2)
    mask = torch.tril(torch.ones(T, T, dtype=torch.bool, device=x.device), diagonal=0)
    return x_segsum.masked_fill(~mask, float("-inf"))


def _chunk(t: torch.Tensor, chunk: int) -> torch.Tensor:
    b, l = t.shape[:2]
    return t.reshape(b, l // chunk, chunk, *t.shape[2:])


@timed("ssd_chunk_scan")
def ssd_chunk_scan(X, A, B, C, chunk: int, initial_states=None):
    # X: (b, l, h, p)  A: (b, l, h)  B, C: (b, l, n)
    X, A, B, C = (_chunk(t, chunk) for t in (X, A, B, C))
    A = A.permute(0, 3, 1, 2)  # (b, h, c, l)
    A_cumsum = torch.cumsum(A, dim=-1)

    L = torch.exp(segsum(A))
    Y_diag = torch.einsum("bcln,bcsn,bhcls,bcshp->bclhp", C, B, L, X)

    decay_states = torch.exp(A_cumsum[..., -1:] - A_cumsum)
    states = torch.einsum("bcln,bhcl,bclhp->bchpn", B, decay_states, X)
    if initial_states is None:
        initial_states = torch.zeros_like(states[:, :1])
    states = torch.cat([initial_states, states], dim=1)
    decay_chunk = torch.exp(segsum(torch.nn.functional.pad(A_cumsum[..., -1], (1, 0))))
    new_states = torch.einsum("bhzc,bchpn->bzhpn", decay_chunk, states)
    states, final_state = new_states[:, :-1], new_states[:, -1]

    state_decay_out = torch.exp(A_cumsum)
    Y_off = torch.einsum("bcln,bchpn,bhcl->bclhp", C, states, state_decay_out)
    Y = Y_diag + Y_off
    return Y.reshape(Y.shape[0], -1, *Y.shape[3:]), final_state
