import torch

ENTRY = "s1001_flash_decode_window_metadata.model_runner:forward_decode"


def inputs():
    input_ids = torch.tensor([3, 7, 1], dtype=torch.int64)
    req_pool_indices = torch.tensor([0, 2, 3], dtype=torch.int64)
    seq_lens = torch.tensor([5, 12, 3], dtype=torch.int64)
    return (input_ids, req_pool_indices, seq_lens)
