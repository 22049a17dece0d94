import torch

ENTRY = "s447_guarded_topk_topp_debug.sampler:top_k_top_p_sampling_from_logits"


def inputs():
    return (
        torch.randn(4, 32),
        torch.tensor([0.7, 1.0, 0.9, 1.3]),
        torch.tensor([5, 32, 10, 1], dtype=torch.int32),
        torch.tensor([0.9, 1.0, 0.8, 0.95]),
    )
