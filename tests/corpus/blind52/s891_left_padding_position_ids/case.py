import torch

ENTRY = "s891_left_padding_position_ids.modeling:compiled_model"


def inputs():
    input_ids = torch.randint(1, 128, (2, 6))
    attention_mask = torch.tensor([[0, 0, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1]])
    return (input_ids, attention_mask)
