from typing import List

import torch


@torch.library.custom_op("corpus_s899::compute_extend_positions", mutates_args=())
def compute_extend_positions(
    input_ids: torch.Tensor, extend_prefix_lens: torch.Tensor, extend_seq_lens: torch.Tensor
) -> torch.Tensor:
    prefix_lens: List[int] = extend_prefix_lens.tolist()
    seq_lens: List[int] = extend_seq_lens.tolist()
    positions = torch.empty(input_ids.shape[0], dtype=torch.int64, device=input_ids.device)
    offset = 0
    for prefix_len, extend_len in zip(prefix_lens, seq_lens):
        positions[offset: offset + extend_len] = torch.arange(
            prefix_len, prefix_len + extend_len, dtype=torch.int64, device=input_ids.device
        )
        offset += extend_len
    if offset != input_ids.shape[0]:
        raise RuntimeError(f"extend_seq_lens sum {offset} != num tokens {input_ids.shape[0]}")
    return positions


@compute_extend_positions.register_fake
def _(input_ids, extend_prefix_lens, extend_seq_lens):
    return input_ids.new_empty(input_ids.shape[0], dtype=torch.int64)
