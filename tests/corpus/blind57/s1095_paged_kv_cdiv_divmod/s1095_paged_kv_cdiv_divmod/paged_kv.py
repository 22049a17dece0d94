import torch

from .utils import cdiv, nvtx_range

PAGE_SIZE = 4


class PagedKVLayout:
    def __init__(self, page_size: int = PAGE_SIZE, num_kv_heads: int = 2, head_dim: int = 4):
        self.page_size = page_size
        self.num_kv_heads = num_kv_heads
        self.head_dim = head_dim

    def pages_per_request(self, seq_lens: torch.Tensor) -> torch.Tensor:
        return (seq_lens + self.page_size - 1) // self.page_size

    def total_pages(self, seq_lens: torch.Tensor) -> int:
        num_tokens = int(seq_lens.sum())
        return cdiv(num_tokens, self.page_size) + seq_lens.shape[0]

    @nvtx_range("build_kv_indptr")
    def build_indptr(self, seq_lens: torch.Tensor) -> torch.Tensor:
        pages = self.pages_per_request(seq_lens)
        indptr = torch.zeros(seq_lens.shape[0] + 1, dtype=torch.int32)
        indptr[1:] = torch.cumsum(pages, dim=0)
        return indptr

    def last_page_len(self, seq_lens: torch.Tensor) -> torch.Tensor:
        return (seq_lens - 1) % self.page_size + 1


layout = PagedKVLayout()
