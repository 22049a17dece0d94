from dataclasses import dataclass, field
from typing import List, Tuple

import torch


@dataclass
class ChunkedLocalAttentionMetadata:
    attn_chunk_size: int
    num_seqs: int
    # (token_start, token_end) of every virtual batch, in flattened token space
    virtual_spans: List[Tuple[int, int]] = field(default_factory=list)

    @property
    def num_virtual_batches(self) -> int:
        return len(self.virtual_spans)


def make_local_attention_virtual_batches(
    attn_chunk_size: int, seq_lens: torch.Tensor
) -> List[Tuple[int, int]]:
    """Split every sequence into chunks of ``attn_chunk_size`` tokens.

    Llama4-style chunked local attention: tokens only attend within their own
    chunk, so each chunk is handled as an independent "virtual" sequence.
    """
    spans: List[Tuple[int, int]] = []
    offset = 0
    for seq_len in seq_lens.tolist():
        start = 0
        while start < seq_len:
            end = min(start + attn_chunk_size, seq_len)
            spans.append((offset + start, offset + end))
            start = end
        offset += seq_len
    return spans


class ChunkedLocalAttentionMetadataBuilder:
    def __init__(self, attn_chunk_size: int):
        self.attn_chunk_size = attn_chunk_size

    def build(self, seq_lens: torch.Tensor) -> ChunkedLocalAttentionMetadata:
        spans = make_local_attention_virtual_batches(self.attn_chunk_size, seq_lens)
        return ChunkedLocalAttentionMetadata(
            attn_chunk_size=self.attn_chunk_size,
            num_seqs=seq_lens.shape[0],
            virtual_spans=spans,
        )
