from typing import Iterator, Tuple

import torch


def cdiv(a, b):
    return -(a // -b)


def compute_num_chunks(seq_lens: torch.Tensor, chunk_size: int) -> int:
    max_len = seq_lens.max()
    return int(cdiv(max_len, chunk_size))


def iter_prefill_chunks(
    hidden_states: torch.Tensor,
    seq_lens: torch.Tensor,
    chunk_size: int,
) -> Iterator[Tuple[int, torch.Tensor]]:
    num_chunks = compute_num_chunks(seq_lens, chunk_size)
    for chunk_idx in range(num_chunks):
        start = chunk_idx * chunk_size
        end = start + chunk_size
        yield chunk_idx, hidden_states[start:end]


def merge_chunks(chunks) -> torch.Tensor:
    ordered = [c for _, c in sorted(chunks, key=lambda item: item[0])]
    return torch.cat(ordered, dim=0)
