import torch

from .base import AttentionMetadataBuilder, PagedAttentionMetadata


class FlashInferDecodeMetadataBuilder(AttentionMetadataBuilder):
    """Builds paged-KV indptr/indices style metadata for decode batches."""

    def build(self, seq_lens: torch.Tensor, block_tables: torch.Tensor) -> PagedAttentionMetadata:
        num_blocks = self._num_blocks_for(seq_lens)
        trimmed = block_tables[:, :num_blocks]
        return PagedAttentionMetadata(
            seq_lens=seq_lens,
            block_tables=trimmed,
            slot_mapping=self._slot_mapping(seq_lens, trimmed),
            num_decode_tokens=seq_lens.shape[0],
        )
