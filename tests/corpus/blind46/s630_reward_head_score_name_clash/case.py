import torch

from s630_reward_head_score_name_clash.model import RewardModel

ENTRY = "s630_reward_head_score_name_clash.model:RewardModel.forward_scores"


def inputs():
    attention_mask = torch.tensor([[1, 1, 1, 0, 0], [1, 1, 1, 1, 1], [1, 1, 0, 0, 0]])
    return (RewardModel(), torch.randn(3, 5, 8), attention_mask)
