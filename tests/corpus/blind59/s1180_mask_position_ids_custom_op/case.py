import torch

ENTRY = "s1180_mask_position_ids_custom_op.wrapper:next_token_logits"


def inputs():
    attention_mask = torch.tensor([[1, 1, 1, 0], [1, 1, 1, 1]])
    return (torch.randn(2, 4, 8), attention_mask)
