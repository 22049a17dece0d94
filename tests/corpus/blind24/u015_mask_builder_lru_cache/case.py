import torch

from u015_mask_builder_lru_cache.modeling import TinyDecoder

ENTRY = "u015_mask_builder_lru_cache.modeling:forward_with_mask"


def inputs():
    torch.manual_seed(0)
    model = TinyDecoder().eval()
    input_ids = torch.randint(1, 70, (2, 6))
    attention_mask = torch.ones(2, 6, dtype=torch.long)
    attention_mask[1, :2] = 0  # left padding
    return (model, input_ids, attention_mask)
