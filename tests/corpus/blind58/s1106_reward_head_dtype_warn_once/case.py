import torch

ENTRY = "s1106_reward_head_dtype_warn_once.reward_model:score_batch"


def inputs():
    return (torch.randn(2, 6, 16),)
