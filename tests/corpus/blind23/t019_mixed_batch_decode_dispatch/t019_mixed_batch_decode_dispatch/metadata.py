from dataclasses import dataclass

import torch


@dataclass
class MixedBatchMetadata:
    num_tokens: int
    query_start_loc: torch.Tensor  # [num_seqs + 1]
    seq_ids: torch.Tensor  # [num_tokens] request index of every token
    positions: torch.Tensor  # [num_tokens] position inside its request
    max_query_len: torch.Tensor
    max_seq_len: torch.Tensor


class MixedBatchMetadataBuilder:
    """Builds everything the attention kernels need on device, without host
    round-trips, so the step can be captured."""

    def build(self, query_lens: torch.Tensor, num_tokens: int) -> MixedBatchMetadata:
        num_seqs = query_lens.shape[0]
        query_start_loc = torch.zeros(num_seqs + 1, dtype=torch.int64)
        query_start_loc[1:] = torch.cumsum(query_lens, 0)
        seq_ids = torch.repeat_interleave(
            torch.arange(num_seqs), query_lens, output_size=num_tokens
        )
        positions = torch.arange(num_tokens) - query_start_loc[seq_ids]
        return MixedBatchMetadata(
            num_tokens=num_tokens,
            query_start_loc=query_start_loc,
            seq_ids=seq_ids,
            positions=positions,
            max_query_len=query_lens.max(),
            max_seq_len=query_lens.max(),
        )
