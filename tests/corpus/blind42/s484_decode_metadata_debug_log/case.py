import torch

ENTRY = "s484_decode_metadata_debug_log.model:compiled"


def inputs():
    forward_batch = {
        "seq_lens": torch.tensor([3, 8, 5]),
        "req_pool_indices": torch.tensor([1, 0, 3]),
    }
    return (torch.randn(3, 8), forward_batch)
