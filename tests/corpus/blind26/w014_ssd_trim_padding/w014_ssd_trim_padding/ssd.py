"""Mamba-2 state-space duality (SSD), minimal chunked reference."""
import torch


def segsum(x: torch.Tensor) -> torch.Tensor:
    T = x.size(-1)
    x = x.unsqueeze(-1).expand(*x.shape, T)
    mask = torch.tril(torch.ones(T, T, dtype=torch.bool, device=x.device), diagonal=-1)
    x = x.masked_fill(~mask, 0)
    x_segsum = torch.cumsum(x, dim=-2)
    mask = torch.tril(torch.ones(T, T, dtype=torch.bool, device=x.device), diagonal=0)
    return x_segsum.masked_fill(~mask, float("-inf"))


def ssd_chunked(X, A, B, C, chunk_size: int):
    # X: [b, l, d], A: [b, l], B/C: [b, l, n]
    b, l, d = X.shape
    c = l // chunk_size
    X = X.reshape(b, c, chunk_size, d)
    A = A.reshape(b, c, chunk_size)
    B = B.reshape(b, c, chunk_size, -1)
    C = C.reshape(b, c, chunk_size, -1)
    A_cumsum = torch.cumsum(A, dim=-1)
    L = torch.exp(segsum(A))
    Y_diag = torch.einsum("bcln,bcsn,bcls,bcsd->bcld", C, B, L, X)
    decay_states = torch.exp(A_cumsum[..., -1:] - A_cumsum)
    states = torch.einsum("bcln,bcl,bcld->bcdn", B, decay_states, X)
    init = torch.zeros_like(states[:, :1])
    states = torch.cat([init, states], dim=1)
    decay_chunk = torch.exp(segsum(torch.nn.functional.pad(A_cumsum[..., -1], (1, 0))))
    new_states = torch.einsum("bzc,bcdn->bzdn", decay_chunk, states)
    states = new_states[:, :-1]
    Y_off = torch.einsum("bcln,bcdn,bcl->bcld", C, states, torch.exp(A_cumsum))
    return (Y_diag + Y_off).reshape(b, l, d)
