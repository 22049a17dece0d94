"""Shard arithmetic and input checks shared by the vocab-parallel layers."""
from dataclasses import dataclass

import torch

DEFAULT_VOCAB_PADDING_SIZE = 64


def pad_vocab_size(vocab_size: int, pad_to: int = DEFAULT_VOCAB_PADDING_SIZE) -> int:
    return ((vocab_size + pad_to - 1) // pad_to) * pad_to


def vocab_range_from_global_vocab_size(global_vocab_size: int, rank: int, world_size: int):
    per_partition = global_vocab_size // world_size
    start = rank * per_partition
    return start, start + per_partition


@dataclass
class VocabParallelEmbeddingShardIndices:
    org_vocab_start_index: int
    org_vocab_end_index: int
    padded_org_vocab_start_index: int
    padded_org_vocab_end_index: int

    @property
    def num_org_elements(self) -> int:
        return self.org_vocab_end_index - self.org_vocab_start_index

    @property
    def num_org_elements_padded(self) -> int:
        return self.padded_org_vocab_end_index - self.padded_org_vocab_start_index


def get_masked_input_and_mask(
    input_: torch.Tensor,
    org_vocab_start_index: int,
    org_vocab_end_index: int,
):
    # Token ids owned by another rank are mapped to row 0 and zeroed afterwards.
    org_vocab_mask = (input_ >= org_vocab_start_index) & (input_ < org_vocab_end_index)
    valid_offset = org_vocab_start_index * org_vocab_mask
    input_ = org_vocab_mask * (input_ - valid_offset)
    return input_, ~org_vocab_mask


def check_token_ids_in_range(token_ids: torch.Tensor, num_rows: int) -> None:
    """Catch tokenizer/model vocab mismatches before they turn into a device-side assert."""
    if token_ids.numel() == 0:
        return
    out_of_range = (token_ids < 0) | (token_ids >= num_rows)
    if out_of_range.any():
        raise IndexError(
            f"token id outside of the local embedding shard (rows={num_rows}); "
            "check that the tokenizer matches the checkpoint"
        )
