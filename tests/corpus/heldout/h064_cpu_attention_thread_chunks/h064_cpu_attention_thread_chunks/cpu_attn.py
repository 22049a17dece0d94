import math

import torch


def _chunks_for_cpu(num_heads: int) -> int:
    threads = torch.get_num_threads()
    return max(1, min(num_heads, threads))


def chunked_cpu_attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
    """Head-chunked attention for the CPU backend (one chunk per OpenMP thread)."""
    n_chunks = _chunks_for_cpu(q.shape[1])
    scale = 1.0 / math.sqrt(q.shape[-1])
    outs = []
    for qc, kc, vc in zip(q.chunk(n_chunks, 1), k.chunk(n_chunks, 1), v.chunk(n_chunks, 1)):
        outs.append(torch.softmax(qc @ kc.transpose(-1, -2) * scale, dim=-1) @ vc)
    return torch.cat(outs, dim=1)


attention = torch.compile(chunked_cpu_attention, fullgraph=True)
