import torch

ENTRY = "s954_topk_mask_max_k_guard.model:compiled_model"


def inputs():
    return (torch.randn(3, 8), torch.tensor([5, 20, 1]))
