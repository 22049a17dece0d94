import torch

from .paged_kv import layout
from .utils import nvtx_range


@nvtx_range("prepare_decode_metadata")
@torch.compile(fullgraph=True)
def prepare_decode_metadata(seq_lens: torch.Tensor, req_to_page: torch.Tensor):
    indptr = layout.build_indptr(seq_lens)
    last_len = layout.last_page_len(seq_lens)
    max_pages = layout.total_pages(seq_lens)
    kv_indices = req_to_page[:, : req_to_page.shape[1]].reshape(-1)[:max_pages]
    return indptr, kv_indices, last_len
