import torch

ENTRY = "s716_flashinfer_backend_disabled_indices.model:compiled"


def inputs():
    # one decode request whose 5-token context occupies pool slots 0..4; new token -> slot 5
    hidden = torch.randn(1, 8)
    kv_indices = torch.arange(6)
    kv_indptr = torch.tensor([0, 6])
    out_cache_loc = torch.tensor([5])
    return (hidden, kv_indices, kv_indptr, out_cache_loc)
