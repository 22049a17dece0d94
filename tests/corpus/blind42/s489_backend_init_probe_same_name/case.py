import torch

ENTRY = "s489_backend_init_probe_same_name.model:compiled"


def inputs():
    forward_batch = {
        "seq_lens": torch.tensor([4, 16, 9]),
        "req_pool_indices": torch.tensor([5, 0, 2]),
    }
    return (torch.randn(3, 8), forward_batch)
