from __future__ import annotations

import torch

from .autotuner import Config, autotune


@autotune(
    configs=[Config(16, 16), Config(32, 16), Config(16, 32, split_k=2)],
    key=["M", "N", "K"],
)
def int8_scaled_mm(a_q, b_q, a_scale, b_scale, *, M, N, K, block_m, block_n, split_k):
    """C[M, N] = (a_q @ b_q.T) * a_scale * b_scale.T, tiled like the CUDA kernel."""
    out = torch.empty(M, N, dtype=torch.float32, device=a_q.device)
    k_chunk = (K + split_k - 1) // split_k
    for m0 in range(0, M, block_m):
        for n0 in range(0, N, block_n):
            acc = torch.zeros(min(block_m, M - m0), min(block_n, N - n0), dtype=torch.int32)
            for k0 in range(0, K, k_chunk):
                a = a_q[m0 : m0 + block_m, k0 : k0 + k_chunk].to(torch.int32)
                b = b_q[n0 : n0 + block_n, k0 : k0 + k_chunk].to(torch.int32)
                acc += a @ b.T
            out[m0 : m0 + block_m, n0 : n0 + block_n] = acc.to(torch.float32)
    return out * a_scale * b_scale.T
