import torch

ENTRY = "u011_dynamic_ntk_rope_cache.modeling:compiled_model"


def inputs():
    input_ids = torch.randint(0, 64, (2, 6))
    position_ids = torch.arange(6).unsqueeze(0).expand(2, -1)
    return (input_ids, position_ids)
