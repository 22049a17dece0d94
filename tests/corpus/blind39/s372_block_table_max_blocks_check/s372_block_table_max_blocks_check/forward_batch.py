import torch

from .flashinfer_backend import FlashInferDecodeMetadataBuilder

_BUILDER = FlashInferDecodeMetadataBuilder(block_size=4, max_blocks_per_seq=8)


@torch.compile(fullgraph=True)
def prepare_decode(seq_lens: torch.Tensor, block_tables: torch.Tensor, kv_buffer: torch.Tensor):
    meta = _BUILDER.build(seq_lens, block_tables)
    new_kv = kv_buffer.index_select(0, meta.slot_mapping)
    return new_kv, meta.block_tables
