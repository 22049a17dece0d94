"""Minimal discrete SSD (Mamba2 state space duality) chunked scan in torch."""
import torch
import torch.nn.functional as F


def segsum(x: torch.Tensor) -> torch.Tensor:
    T = x.size(-1)
    x = x.unsqueeze(-1).expand(*x.shape, T)
    mask = torch.tril(torch.ones(T, T, dtype=torch.bool, device=x.device), diagonal=-1)
    x = x.masked_fill(~mask, 0)
    x_segsum = torch.cumsum(x, dim=-2)
    mask = torch.tril(torch.ones(T, T, dtype=torch.bool, device=x.device), diagonal=0)
    return x_segsum.masked_fill(~mask, -torch.inf)


def _to_chunks(t: torch.Tensor, block_len: int) -> torch.Tensor:
    b, l = t.shape[:2]
    return t.reshape(b, l // block_len, block_len, *t.shape[2:])


def ssd_chunk_scan(X, A, B, C, block_len: int, initial_states=None):
    # X [b, l, h, p]; A [b, l, h]; B, C [b, l, h, n]
    X, A, B, C = (_to_chunks(t, block_len) for t in (X, A, B, C))
    A = A.permute(0, 3, 1, 2)                                        # b h c l
    A_cumsum = torch.cumsum(A, dim=-1)
    L = torch.exp(segsum(A))
    Y_diag = torch.einsum("bclhn,bcshn,bhcls,bcshp->bclhp", C, B, L, X)
    decay_states = torch.exp(A_cumsum[:, :, :, -1:] - A_cumsum)
    states = torch.einsum("bclhn,bhcl,bclhp->bchpn", B, decay_states, X)
    if initial_states is None:
        initial_states = torch.zeros_like(states[:, :1])
    states = torch.cat([initial_states, states], dim=1)
    decay_chunk = torch.exp(segsum(F.pad(A_cumsum[:, :, :, -1], (1, 0))))
    new_states = torch.einsum("bhzc,bchpn->bzhpn", decay_chunk, states)
    states, final_state = new_states[:, :-1], new_states[:, -1]
    Y_off = torch.einsum("bclhn,bchpn,bhcl->bclhp", C, states, torch.exp(A_cumsum))
    Y = Y_diag + Y_off
    return Y.reshape(Y.shape[0], -1, *Y.shape[3:]), final_state
