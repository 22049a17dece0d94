from dataclasses import dataclass

import torch


@dataclass
class PagedForwardMetadata:
    kv_indptr: torch.Tensor
    kv_indices: torch.Tensor
    batch_indices: torch.Tensor
    positions: torch.Tensor
    page_size: int

    @property
    def page_ids(self) -> torch.Tensor:
        page_offset = self.kv_indptr[self.batch_indices] + self.positions // self.page_size
        page_ids = self.kv_indices[page_offset]
        if (page_ids < 0).any():
            raise RuntimeError("append target maps to an unallocated KV page")
        return page_ids

    @property
    def entry_ids(self) -> torch.Tensor:
        return self.positions % self.page_size
