from dataclasses import dataclass

import torch


@dataclass
class DecodeMetadata:
    kv_indptr: torch.Tensor
    max_seq_len: int


@torch.compiler.disable
def plan_decode(seq_lens: torch.Tensor, page_size: int) -> DecodeMetadata:
    # host-side planning, mirrors the wrapper.plan() call of paged-attention kernels
    num_pages = (seq_lens + page_size - 1) // page_size
    kv_indptr = torch.zeros(seq_lens.numel() + 1, dtype=torch.int64)
    kv_indptr[1:] = torch.cumsum(num_pages, dim=0)
    return DecodeMetadata(kv_indptr=kv_indptr, max_seq_len=int(seq_lens.max()))
