import torch

ENTRY = "s896_decode_seq_lens_host_sync.model_runner:decode"


def inputs():
    input_ids = torch.tensor([3, 7])
    req_pool_indices = torch.tensor([0, 2])
    seq_lens = torch.tensor([5, 9], dtype=torch.int32)
    return (input_ids, req_pool_indices, seq_lens)
