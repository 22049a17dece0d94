import torch

ENTRY = "s621_last_token_left_padding_pool.model:compiled"


def inputs():
    attention_mask = torch.tensor([[0, 1, 1, 1, 1], [0, 0, 1, 1, 1]], dtype=torch.long)
    return (torch.randn(2, 5, 8), attention_mask)
