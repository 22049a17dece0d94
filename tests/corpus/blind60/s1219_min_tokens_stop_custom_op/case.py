import torch

from s1219_min_tokens_stop_custom_op.stop_checker import StopCriteria

ENTRY = "s1219_min_tokens_stop_custom_op.model_runner:decode_step"


def inputs():
    criteria = StopCriteria(
        output_lens=torch.tensor([0, 3, 10, 1]),
        min_tokens=torch.tensor([2, 0, 4, 5]),
        max_tokens=torch.tensor([16, 4, 11, 32]),
        stop_token_ids=torch.tensor([[2, -1], [2, 9], [2, -1], [2, 15]]),
    )
    return (torch.tensor([1, 4, 7, 3]), criteria)
