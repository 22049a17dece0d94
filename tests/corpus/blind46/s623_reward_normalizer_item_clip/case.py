import torch

ENTRY = "s623_reward_normalizer_item_clip.runner:score_batch"


def inputs():
    input_ids = torch.randint(0, 32, (2, 6))
    attention_mask = torch.tensor([[1, 1, 1, 1, 0, 0], [1, 1, 1, 1, 1, 1]])
    return (input_ids, attention_mask)
