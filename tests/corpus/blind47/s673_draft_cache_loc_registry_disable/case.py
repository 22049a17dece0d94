import torch

ENTRY = "s673_draft_cache_loc_registry_disable.worker:decode"


def inputs():
    input_ids = torch.randint(0, 16, (2,))
    hidden_states = torch.randn(2, 8)
    req_pool_indices = torch.tensor([0, 1])
    seq_lens = torch.tensor([3, 5])
    out_cache_loc = torch.arange(8)
    return (input_ids, hidden_states, req_pool_indices, seq_lens, out_cache_loc)
