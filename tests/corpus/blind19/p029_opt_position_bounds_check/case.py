import torch

ENTRY = "p029_opt_position_bounds_check.modeling:compiled_encode_prompt"


def inputs():
    input_ids = torch.randint(2, 50, (2, 6))
    attention_mask = torch.tensor([[1, 1, 1, 1, 1, 1], [0, 0, 1, 1, 1, 1]])
    return (input_ids, attention_mask)
