import torch

ENTRY = "s1285_mamba2_prefill_metadata.prefill:forward_extend"


def inputs():
    query_start_loc = torch.tensor([0, 2, 5], dtype=torch.int64)
    context_lens = torch.tensor([0, 3], dtype=torch.int64)
    state_indices = torch.tensor([1, 2], dtype=torch.int64)
    return (torch.randn(5, 4), query_start_loc, context_lens, state_indices)
