import torch

ENTRY = "m003_fwd_batch_window.model:compiled_model"


def inputs():
    return (torch.randn(4, 8), torch.tensor([3, 7, 5, 9], dtype=torch.int64))
