import torch

ENTRY = "s1003_triton_decode_seq_lens_cpu.decode_runner:prepare_decode_step"


def inputs():
    input_ids = torch.tensor([11, 4, 9], dtype=torch.int64)
    req_pool_indices = torch.tensor([1, 0, 3], dtype=torch.int64)
    seq_lens = torch.tensor([6, 2, 9], dtype=torch.int64)
    out_cache_loc = torch.tensor([21, 2, 56], dtype=torch.int64)
    return (input_ids, req_pool_indices, seq_lens, out_cache_loc)
